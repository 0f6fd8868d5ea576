import type { SimOauth } from '@/api/types';
import { iso, nextId, type DemoCard } from '../db';
import { done, invalidInput, refuse, type Result } from './result';

/** The demo's stand-in for WeChat's consent: the code it hands back to the oauth page. */
const CODE_PREFIX = 'wx-demo-';

/**
 * Where the binding authorisation (type 2) comes back: syncRedirect with `code` added to the
 * page's query (inside the hash, where a hash-routed page reads it). The demo answers at once,
 * as if the visitor had agreed on WeChat's page.
 */
export function bindingReturn(syncRedirect: string, now: number): string {
  const code = `${CODE_PREFIX}${now.toString(36)}`;
  const [base, hash = ''] = syncRedirect.split('#', 2);
  const target = hash || base;
  const withCode = `${target}${target.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
  return hash ? `${base}#${withCode}` : withCode;
}

/** Binds the WeChat account behind `code` to the card; each code binds once. */
export function bindWechat(card: DemoCard, code: string, now: number): Result<SimOauth> {
  if (!code) return invalidInput('code is required');
  if (!code.startsWith(CODE_PREFIX)) return refuse(40001, 'WeChat did not accept this code');
  const nickname = `微信用户${code.slice(-4)}`;
  if (card.oauths.some((item) => item.platform === 'wechat' && item.nickname === nickname)) {
    return refuse(40001, 'This WeChat account is already bound to the card');
  }
  const binding: SimOauth = {
    id: nextId(),
    platform: 'wechat',
    nickname,
    avatar: '/static/avatar/wx.png',
    createdAt: iso(now),
  };
  card.oauths = [...card.oauths, binding];
  return done(binding);
}
