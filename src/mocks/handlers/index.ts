import type { RequestHandler } from 'msw';
import { appDomainHandlers } from './appDomain';
import { cashierHandlers } from './cashier';
import { demoHandlers, faultHandlers } from './demo';
import { hkHandlers } from './hk';
import { imageHandlers } from './images';
import { iotHandlers } from './iot';
import { iotServicesHandlers } from './iotServices';
import { regionHandlers } from './region';
import { shopHandlers } from './shop';
import { siteHandlers } from './site';

/**
 * The demo API: one folder per area of the route table whose pages call it (shop, iot,
 * iotServices), and the modules every area calls (hk: configuration and events, site, region
 * files, app domain) beside the demo's own (faults and state, cashier, images). Stories can
 * override one by name.
 */
export const handlersByArea = {
  hk: hkHandlers,
  shop: shopHandlers,
  site: siteHandlers,
  iot: iotHandlers,
  iotServices: iotServicesHandlers,
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
  ...iotServicesHandlers,
  ...regionHandlers,
  ...appDomainHandlers,
];
