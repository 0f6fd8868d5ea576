import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { applyDocumentMeta, followDocumentMeta } from '@/features/shell/documentMeta';
import { BUILTIN_IMAGES } from '@/lib/image';
import { useShopUserStore } from '@/stores/shopUser';
import { setupPages } from './harness';

// The base configuration's logo, invite entry, follow QR, keywords, and the shopper's avatar, as
// the shop shows them.

const pages = setupPages();

afterEach(() => useShopUserStore.getState().logout());

const picture = (path: string) => `/api/__demo/img${path}`;
/** Known paths are the app's own pictures (docs/requirements.md section 9). */
const builtIn = (name: string) => BUILTIN_IMAGES[`static/${name}.png`];

describe('the mine page from the base configuration', () => {
  it("offers an agent's invitation code, and the official account's QR code full screen", async () => {
    await refreshBaseConfig('AGENT011');
    await pages.open('pages/user/index');
    await pages.settle();
    const invite = await screen.findByRole('button', { name: /Invite to register/ });
    expect(invite.textContent).toContain('INV-AGENT011');
    await userEvent.click(screen.getByRole('button', { name: 'Follow our official account' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getAllByRole('img', { hidden: true })[0]?.getAttribute('src')).toBe(
      picture('/static/follow-qr.png'),
    );
  });

  it('leaves the invitation out where the configuration switches it off', async () => {
    await refreshBaseConfig('');
    await pages.open('pages/user/index');
    await pages.settle();
    await screen.findByRole('button', { name: 'Follow our official account' });
    expect(screen.queryByRole('button', { name: /Invite to register/ })).toBeNull();
  });

  it("shows the shopper's avatar, else the configured login avatar once logged in", async () => {
    await refreshBaseConfig('');
    useShopUserStore.getState().setUser({ nickname: 'Lin', mobile: '13800138000', avatar: '' });
    const first = await pages.open('pages/user/index');
    await pages.settle();
    const header = () => screen.getByRole('banner');
    await waitFor(() =>
      expect(header().querySelector('img')?.getAttribute('src')).toBe(builtIn('login-avatar')),
    );
    first.unmount();
    useShopUserStore.getState().setUser({ avatar: 'https://cdn.example.com/u/lin.png' });
    await pages.open('pages/user/index2');
    await pages.settle();
    expect(header().querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/u/lin.png',
    );
  });

  it('shows no picture for a guest', async () => {
    await refreshBaseConfig('');
    await pages.open('pages/user/index');
    await pages.settle();
    expect(screen.getByRole('banner').querySelector('img')).toBeNull();
  });
});

describe('the shop home from the base configuration', () => {
  it("shows the shop's logo in the header's corner beside its title", async () => {
    await refreshBaseConfig('');
    await pages.open('pages/index/index');
    const title = await screen.findByRole('heading', { name: '号卡商城' });
    const header = title.closest('header');
    expect(header?.querySelector('img')?.getAttribute('src')).toBe(builtIn('logo'));
    await pages.settle();
  });
});

describe("the document's keywords and description", () => {
  it('are the configured ones; an empty value keeps what is there', () => {
    applyDocumentMeta({ keywords: '流量卡,靓号', description: 'Numbers and cards' });
    const meta = (name: string) =>
      document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    expect(meta('keywords')).toBe('流量卡,靓号');
    expect(meta('description')).toBe('Numbers and cards');
    applyDocumentMeta({ keywords: '  ', description: null });
    expect(meta('keywords')).toBe('流量卡,靓号');
    expect(meta('description')).toBe('Numbers and cards');
  });

  it('follow the shown base configuration', async () => {
    const stop = followDocumentMeta();
    await refreshBaseConfig('AGENT012');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
        '流量卡,靓号,宽带',
      ),
    );
    stop();
  });
});
