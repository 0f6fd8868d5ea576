import { call } from './call';
import * as shop from './declarations/shop';

// Agent pricing, beyond docs/requirements.md section 7: an agent's direct downstream agents and their markups.

/** Downstream agents of the current promo code. */
export const getDownstreamAgents = (promoCode: string) =>
  call(shop.getDownstreamAgents, { promoCode });

/**
 * Sets the markup of a downstream agent. The only call whose empty parameters are sent as they
 * are: an empty markup clears the custom price. 33001 when the agent is not a direct downstream.
 */
export const saveLowerCustom = (body: {
  promoCode: string;
  agentId: number;
  markup: number | '' | null;
}) => call(shop.saveLowerCustom, body);
