import { http } from './http';
import type { DownstreamAgent } from './types';

// Agent pricing, beyond SPEC section 7: an agent's direct downstream agents and their markups.

/** GET /api/shop/agent/lowerList: downstream agents of the current promo code. */
export const getDownstreamAgents = (promoCode: string) =>
  http.get<DownstreamAgent[]>('/api/shop/agent/lowerList', { promoCode });

/**
 * POST /api/shop/agent/saveLowerCustom: sets the markup of a downstream agent. The only call
 * whose empty parameters are sent as they are: an empty markup clears the custom price.
 * 33001 when the agent is not a direct downstream.
 */
export const saveLowerCustom = (body: {
  promoCode: string;
  agentId: number;
  markup: number | '' | null;
}) => http.post<DownstreamAgent>('/api/shop/agent/saveLowerCustom', body);
