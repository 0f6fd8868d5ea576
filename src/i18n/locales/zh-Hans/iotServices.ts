import type { Messages } from '../../types';
import type { iotServices as en } from '../en/iotServices';

export const iotServices: Messages<typeof en> = {
  titles: {},
};
