import type { Messages } from '../../types';
import type { iot as en } from '../en/iot';

export const iot: Messages<typeof en> = {
  titles: {},
};
