import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_STATE_TTL_MS,
  authorisationTried,
  issueAuthState,
  markAuthorisationTried,
  takeAuthState,
  withoutAuthReturn,
} from '@/features/launch/authState';
import { bindReturn, keepRefusal, takeRefusal } from '@/features/iot/oauthBind';

// The state of a WeChat authorisation this tab started: issued at the start, required on the way
// back, good once and for a short while; and the launch's one attempt a session.

beforeEach(() => sessionStorage.clear());

describe('the state of an authorisation', () => {
  it('is random, kept for this tab, and matches once', () => {
    const state = issueAuthState('bind', 1000);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(issueAuthState('login', 1000)).not.toBe(state);
    expect(takeAuthState('bind', state, 2000)).toEqual({ ok: true });
    // Spent: the same way back a second time is not ours any more.
    expect(takeAuthState('bind', state, 2000)).toEqual({ ok: false, reason: 'notStarted' });
  });

  it('refuses a way back this tab did not start, another state, another purpose, or a late one', () => {
    expect(takeAuthState('bind', 'anything')).toEqual({ ok: false, reason: 'notStarted' });
    expect(takeAuthState('bind', undefined)).toEqual({ ok: false, reason: 'notStarted' });
    issueAuthState('bind', 0);
    expect(takeAuthState('bind', 'guessed', 0)).toEqual({ ok: false, reason: 'notStarted' });
    const login = issueAuthState('login', 0);
    expect(takeAuthState('bind', login, 0)).toEqual({ ok: false, reason: 'notStarted' });
    const late = issueAuthState('bind', 0);
    expect(takeAuthState('bind', late, AUTH_STATE_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    // A kept value that is not ours to read (tampered storage) is no match either.
    sessionStorage.setItem('sim.wechatAuthState.bind', '{"value":""}');
    expect(takeAuthState('bind', '')).toEqual({ ok: false, reason: 'notStarted' });
    sessionStorage.setItem('sim.wechatAuthState.bind', 'not json');
    expect(takeAuthState('bind', 'not json')).toEqual({ ok: false, reason: 'notStarted' });
  });

  it('takes code and state out of the address, in the page query and the address query', () => {
    expect(withoutAuthReturn('https://s.example.com/shop/#/pages/index/index?code=a&state=b')).toBe(
      'https://s.example.com/shop/#/pages/index/index',
    );
    expect(
      withoutAuthReturn('https://s.example.com/shop/?code=a&x=1#/p?promoCode=A1&state=b&y=2'),
    ).toBe('https://s.example.com/shop/?x=1#/p?promoCode=A1&y=2');
    expect(withoutAuthReturn('https://s.example.com/shop/')).toBe('https://s.example.com/shop/');
  });

  it('remembers one launch attempt for this tab', () => {
    expect(authorisationTried()).toBe(false);
    expect(markAuthorisationTried()).toBe(true);
    expect(authorisationTried()).toBe(true);
  });
});

describe("the binding page's way back", () => {
  it('gives the code only for the binding this tab started', () => {
    expect(bindReturn({})).toBeNull();
    expect(bindReturn({ code: 'wx-demo-1' })).toEqual({ refusal: 'notStarted' });
    const state = issueAuthState('bind');
    expect(bindReturn({ code: 'wx-demo-1', state: 'other' })).toEqual({ refusal: 'notStarted' });
    expect(bindReturn({ code: 'wx-demo-1', state })).toEqual({ refusal: 'notStarted' });
    const next = issueAuthState('bind');
    expect(bindReturn({ code: 'wx-demo-1', state: next })).toEqual({ code: 'wx-demo-1' });
    // Declined on WeChat's page: the state comes back alone.
    const declined = issueAuthState('bind');
    expect(bindReturn({ state: declined })).toEqual({ refusal: 'declined' });
  });

  it('keeps a refusal for the page that opens next, once', () => {
    keepRefusal('expired');
    expect(takeRefusal()).toBe('expired');
    expect(takeRefusal()).toBeNull();
    sessionStorage.setItem('sim.oauthBindRefusal', '<b>');
    expect(takeRefusal()).toBeNull();
  });
});
