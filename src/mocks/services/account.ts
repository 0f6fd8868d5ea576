import type { DownstreamAgent } from '@/api/types';
import { isMobile } from '@/lib/validators';
import { db, DEMO } from '../db';
import { done, invalidInput, refuse, type Result } from './result';

/**
 * Shop login by SMS code: the code last sent to the mobile, or the demo code of the demo mobile.
 * The session (Session-ID) stays logged in until logout.
 */
export function shopLogin(
  sessionId: string,
  mobile: string,
  code: string,
): Result<{ nickname: string; avatar: string; mobile: string }> {
  if (!sessionId) return invalidInput('Session-ID header is required');
  if (!isMobile(mobile)) return invalidInput('Please enter a valid mobile number');
  if (!/^\d{6}$/.test(code)) return invalidInput('Please enter the 6-digit code');
  const expected = db.smsCodes.get(mobile) ?? (mobile === DEMO.shopMobile ? DEMO.smsCode : '');
  if (code !== expected) return invalidInput('Wrong verification code');
  db.shopSessions.set(sessionId, mobile);
  return done({ nickname: `用户${mobile.slice(-4)}`, avatar: '', mobile });
}

export const shopLogout = (sessionId: string) => db.shopSessions.delete(sessionId);

/** The shop mobile logged in on a session, or the 61 refusal. */
export function shopMobileOf(sessionId: string): Result<string> {
  const mobile = sessionId ? db.shopSessions.get(sessionId) : undefined;
  return mobile ? done(mobile) : refuse(61, 'Login timed out, please log in again');
}

const onlyAgents = () => refuse(40001, 'Only agents can set prices');

/** The agents below the demo agent (40001 for anyone else). */
export function lowerAgents(promoCode: string): Result<DownstreamAgent[]> {
  return promoCode === DEMO.agentPromoCode ? done(db.agents) : onlyAgents();
}

/**
 * Sets the markup of an agent directly below (33001 for one further down); an empty markup
 * clears it, undefined means the field was not sent.
 */
export function setAgentMarkup(
  promoCode: string,
  agentId: number,
  markup: number | undefined,
): Result<DownstreamAgent> {
  if (promoCode !== DEMO.agentPromoCode) return onlyAgents();
  const agent = db.agents.find((item) => item.id === agentId);
  if (!agent) return invalidInput('Agent not found');
  if (!agent.direct) return refuse(33001, '');
  if (markup === undefined) return invalidInput('markup is required');
  if (!Number.isFinite(markup) || markup < 0 || markup > 1000)
    return invalidInput('markup must be 0-1000');
  agent.markup = markup;
  return done(agent);
}
