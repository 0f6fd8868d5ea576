import { call } from './call';
import * as hk from './declarations/hk';
import type { PointReportBody } from './types';

/** The agent's base configuration for a promo code ('' = default agent). */
export const getBaseConfig = (promoCode: string) => call(hk.getBaseConfig, { promoCode });

/** Settings shared by every agent. */
export const getGenericConfig = () => call(hk.getGenericConfig);

/**
 * A tracking event. Silent (no toast, dialog or navigation, whatever the answer); it carries the
 * headers of every call (docs/requirements.md section 7), the card's Sim-No and Sim-Token included.
 */
export const pointReport = (body: PointReportBody) =>
  call(hk.pointReport, body, { silent: true, hideErrorToast: true });

/** SMS code for an order form (goods that need an SMS code). */
export const sendOrderCode = (body: { mobile: string; goodsId: number }) =>
  call(hk.sendOrderCode, body);
