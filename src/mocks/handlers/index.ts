import type { RequestHandler } from 'msw';
import { appDomainHandlers } from './appDomain';
import { cashierHandlers } from './cashier';
import { demoHandlers, faultHandlers } from './demo';
import { deviceHandlers } from './device';
import { hkHandlers } from './hk';
import { imageHandlers } from './images';
import { iotHandlers } from './iot';
import { pointsHandlers } from './points';
import { regionHandlers } from './region';
import { shopHandlers } from './shop';
import { siteHandlers } from './site';

/** The demo API by area; stories can override one by name. */
export const handlersByArea = {
  hk: hkHandlers,
  shop: shopHandlers,
  site: siteHandlers,
  iot: iotHandlers,
  points: pointsHandlers,
  device: deviceHandlers,
  region: regionHandlers,
  appDomain: appDomainHandlers,
  demo: demoHandlers,
  cashier: cashierHandlers,
  images: imageHandlers,
};

/** Every demo API handler, shared by the app, Storybook and the unit tests. Faults go first. */
export const handlers: RequestHandler[] = [
  ...faultHandlers,
  ...demoHandlers,
  ...cashierHandlers,
  ...imageHandlers,
  ...hkHandlers,
  ...shopHandlers,
  ...siteHandlers,
  ...iotHandlers,
  ...pointsHandlers,
  ...deviceHandlers,
  ...regionHandlers,
  ...appDomainHandlers,
];
