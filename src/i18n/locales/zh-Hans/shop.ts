import type { Messages } from '../../types';
import type { shop as en } from '../en/shop';

export const shop: Messages<typeof en> = {
  titles: {},
};
