import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindAddress, returnAddress } from '@/features/iot/oauthBind';
import { setupPages } from './harness';

// The card's bound accounts: listing and unbinding, and binding the WeChat account of the
// browser (only inside WeChat; the authorisation comes back with a code that binds once).

const pages = setupPages();
const PAGE = 'pages-sub/iot/user/oauth';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.50';

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
      bindAddress('https://s.example.com/shop/#/a?code=1', 'AGENT001'),
      'https://s.example.com',
    );
    expect(address.pathname).toBe('/api/wechat/authorize');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      type: '2',
      syncRedirect: 'https://s.example.com/shop/#/a?promoCode=AGENT001',
      page: 'oauth',
      promoCode: 'AGENT001',
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
    expect(String(assign.mock.calls[0][0])).toContain('/api/wechat/authorize?type=2&');
  });

  it('coming back with a code binds that account once and lists it', async () => {
    await pages.open(PAGE, { code: 'wx-demo-k3x9' });
    await screen.findByText('WeChat · 微信用户k3x9');
    await pages.settle();
    expect(screen.getAllByRole('button', { name: /^Unbind / })).toHaveLength(2);
    expect(pages.effects().recorded.toasts).toEqual([]);
  });

  it('a code WeChat did not issue binds nothing and the refusal is shown', async () => {
    await pages.open(PAGE, { code: 'forged' });
    await waitFor(() => expect(pages.effects().recorded.toasts).toHaveLength(1));
    await pages.settle();
    expect(screen.getAllByRole('button', { name: /^Unbind / })).toHaveLength(1);
  });
});
