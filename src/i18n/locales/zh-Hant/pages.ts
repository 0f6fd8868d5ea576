import type { Messages } from '../../types';
import type { pages as en } from '../en/pages';

export const pages: Messages<typeof en> = {};
