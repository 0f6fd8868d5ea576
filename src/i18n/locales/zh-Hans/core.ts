import { common } from './common';
import { shell } from './shell';
import { lib } from './lib';
import { api } from './api';
import { ui } from './ui';
import { pages } from './pages';

/** The messages every page needs, downloaded as one chunk before the first render. */
export const core = { common, shell, lib, api, ui, pages };
