import { common } from './common';
import { shell } from './shell';
import { lib } from './lib';
import { api } from './api';
import { ui } from './ui';
import { shop } from './shop';
import { iot } from './iot';
import { iotServices } from './iotServices';

/** English is the source of truth for keys; the other locales must match it exactly. */
export const en = { common, shell, lib, api, ui, shop, iot, iotServices } as const;
export type EnglishMessages = typeof en;
