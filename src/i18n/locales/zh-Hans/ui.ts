import type { Messages } from '../../types';
import type { ui as en } from '../en/ui';

export const ui: Messages<typeof en> = {};
