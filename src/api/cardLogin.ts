import { call, type CallOptions } from './call';
import * as site from './declarations/site';
import type { SimLoginBody } from './types';

// The card login: how the login page behaves, and the login itself.

/** How the card login page behaves. */
export const getSimLoginConfig = (promoCode?: string) =>
  call(site.getSimLoginConfig, { promoCode });

/** Logs a card in by card, ICCID or device number. */
export const simLogin = (body: SimLoginBody, options?: CallOptions) =>
  call(site.simLogin, body, options);
