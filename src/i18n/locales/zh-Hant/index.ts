import type { Messages } from '../../types';
import type { EnglishMessages } from '../en';
import { common } from './common';
import { shell } from './shell';
import { lib } from './lib';
import { api } from './api';
import { ui } from './ui';
import { shop } from './shop';
import { iot } from './iot';
import { iotServices } from './iotServices';

export const zhHant: Messages<EnglishMessages> = {
  common,
  shell,
  lib,
  api,
  ui,
  shop,
  iot,
  iotServices,
};
