import { http } from './http';
import type { SimLoginBody, SimLoginConfig, SimLoginResult } from './types';

// The card login: how the login page behaves, and the login itself.

/** GET /api/simLoginConfig: how the card login page behaves. */
export const getSimLoginConfig = (promoCode?: string) =>
  http.get<SimLoginConfig>('/api/simLoginConfig', { promoCode });

/** POST /api/simLogin: logs a card in by card, ICCID or device number. */
export const simLogin = (body: SimLoginBody) =>
  http.post<SimLoginResult>('/api/simLogin', { ...body });
