import { http } from './http';
import type { BaseConfig, GenericConfig, PointReportBody } from './types';

/** GET /api/hk/baseConfig: the agent's base configuration for a promo code ('' = default agent). */
export const getBaseConfig = (promoCode: string) =>
  http.get<BaseConfig>('/api/hk/baseConfig', { promoCode });

/** GET /api/hk/genericConfig: settings shared by every agent. */
export const getGenericConfig = () => http.get<GenericConfig>('/api/hk/genericConfig');

/**
 * POST /api/hk/pointReport: a tracking event. Silent (no toast, dialog or navigation, whatever
 * the answer) and without the card token, which tracking has no business carrying.
 */
export const pointReport = (body: PointReportBody) =>
  http.post<null>(
    '/api/hk/pointReport',
    { ...body },
    { silent: true, hideErrorToast: true, headers: { 'Sim-Token': '' } },
  );

/** POST /api/hk/sendCode: SMS code for an order form (goods that need an SMS code). */
export const sendOrderCode = (body: { mobile: string; goodsId: number }) =>
  http.post<{ expireIn: number }>('/api/hk/sendCode', body);
