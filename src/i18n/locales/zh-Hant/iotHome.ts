import type { Messages } from '../../types';
import type { iotHome as en } from '../en/iotHome';

export const iotHome: Messages<typeof en> = {};
