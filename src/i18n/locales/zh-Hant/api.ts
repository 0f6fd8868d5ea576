import type { Messages } from '../../types';
import type { api as en } from '../en/api';

export const api: Messages<typeof en> = {};
