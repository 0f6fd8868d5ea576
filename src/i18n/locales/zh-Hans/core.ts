import { common } from './common';
import { shell } from './shell';
import { api } from './api';
import { ui } from './ui';
import { lib } from './lib';

/** The messages every page needs, downloaded as one chunk before the first render. */
export const core = { common, shell, api, ui, lib };
