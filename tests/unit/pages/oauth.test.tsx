import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueAuthState } from '@/features/launch/authState';
import { bindAddress, returnAddress } from '@/features/iot/oauthBind';
import { setupPages } from './harness';

// The card's bound accounts: listing and unbinding, and binding the WeChat account of the
// browser (only inside WeChat; the authorisation comes back with a code that binds once).

const pages = setupPages();
const PAGE = 'pages-sub/iot/user/oauth';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.50';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the address binding goes to and comes back from', () => {
  it('comes back to this page without an old code', () => {
    expect(returnAddress('https://s.example.com/shop/#/pages-sub/iot/user/oauth?code=a&x=1')).toBe(
      'https://s.example.com/shop/#/pages-sub/iot/user/oauth?x=1',
    );
    // The promo code comes along, so the card page's launch in WeChat skips the shop login.
    expect(returnAddress('https://s.example.com/shop/#/p?promoCode=A2', 'A1')).toBe(
      'https://s.example.com/shop/#/p?promoCode=A2',
    );
    const address = new URL(
      bindAddress('https://s.example.com/shop/#/a?code=1&state=old', 'AGENT001', 'f00d'),
      'https://s.example.com',
    );
    expect(address.pathname).toBe('/api/wechat/authorize');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      type: '2',
      syncRedirect: 'https://s.example.com/shop/#/a?promoCode=AGENT001',
      page: 'oauth',
      promoCode: 'AGENT001',
      state: 'f00d',
    });
  });
});

describe('the bound accounts page', () => {
  it('outside WeChat, lists the accounts and says where binding works', async () => {
    await pages.open(PAGE);
    await screen.findByText('WeChat · 微信用户');
    const bind = screen.getByRole('button', { name: 'Bind this WeChat account' });
    expect((bind as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Open this page in WeChat to bind your WeChat account to the card.'),
    ).toBeTruthy();
  });

  it('inside WeChat, sends the browser to the authorisation of a binding', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT_UA });
    const assign = vi.fn();
    vi.stubGlobal('location', {
      href: 'https://s.example.com/shop/#/pages-sub/iot/user/oauth',
      hash: '#/pages-sub/iot/user/oauth',
      assign,
    });
    await pages.open(PAGE);
    await screen.findByText('WeChat · 微信用户');
    fireEvent.click(screen.getByRole('button', { name: 'Bind this WeChat account' }));
    expect(assign).toHaveBeenCalledOnce();
    const sent = new URL(String(assign.mock.calls[0][0]), 'https://s.example.com');
    expect(sent.pathname).toBe('/api/wechat/authorize');
    expect(sent.searchParams.get('type')).toBe('2');
    // A fresh random state, kept for this tab only, goes along.
    const state = sent.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('sim.wechatAuthState.bind')).toContain(state);
  });

  it('coming back from a binding this tab started binds that account once and lists it', async () => {
    const state = issueAuthState('bind');
    await pages.open(PAGE, { code: 'wx-demo-k3x9', state });
    await screen.findByText('WeChat · 微信用户k3x9');
    await pages.settle();
    expect(screen.getAllByRole('button', { name: /^Unbind / })).toHaveLength(2);
    expect(pages.effects().recorded.toasts).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    // The state was good for that one way back.
    expect(sessionStorage.getItem('sim.wechatAuthState.bind')).toBeNull();
  });

  it('a code in a link this tab did not start binds nothing and says why', async () => {
    const binds: string[] = [];
    pages.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/iot/bindSimOauth')) binds.push(request.url);
    });
    await pages.open(PAGE, { code: 'wx-demo-k3x9' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in link was not started on this phone, so nothing was bound. Tap Bind to try again.',
    );
    await pages.settle();
    expect(screen.getAllByRole('button', { name: /^Unbind / })).toHaveLength(1);
    expect(binds).toEqual([]);
  });

  it('a code with a state other than the one kept binds nothing, and the kept one is spent', async () => {
    issueAuthState('bind');
    await pages.open(PAGE, { code: 'wx-demo-k3x9', state: 'guessed' });
    await screen.findByRole('alert');
    await pages.settle();
    expect(screen.getAllByRole('button', { name: /^Unbind / })).toHaveLength(1);
    expect(sessionStorage.getItem('sim.wechatAuthState.bind')).toBeNull();
  });

  it('a code WeChat did not issue binds nothing and the refusal is shown', async () => {
    const state = issueAuthState('bind');
    await pages.open(PAGE, { code: 'forged', state });
    await waitFor(() => expect(pages.effects().recorded.toasts).toHaveLength(1));
    await pages.settle();
    expect(screen.getAllByRole('button', { name: /^Unbind / })).toHaveLength(1);
  });
});
