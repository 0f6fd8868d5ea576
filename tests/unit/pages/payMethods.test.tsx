import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { firstPayMethod, payMethodsOf } from '@/features/iot/payMethods';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { DEMO } from '@/mocks/db';
import { baseConfig } from '@/mocks/services/config';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { setupPages } from './harness';

// Card checkouts offer exactly the ways to pay the card's agent takes (showPaymentType), in its
// order; with one, it is chosen; with none, the page says so and leads to customer service.

const pages = setupPages();

/** The agent's configuration as the demo builds it, with the ways to pay given here. */
function agentTakes(showPaymentType: string[]) {
  pages.server.use(
    http.get('*/api/hk/baseConfig', ({ request }) => {
      const promoCode = new URL(request.url).searchParams.get('promoCode') ?? '';
      const data = { ...baseConfig(promoCode, '/api/__demo/img'), showPaymentType };
      return HttpResponse.json({ code: 0, message: 'ok', data, serverTime: Date.now() });
    }),
  );
}

/**
 * The visitor came through another agent (AGENT011, which takes WeChat Pay only) and its
 * configuration is shown; the signed-in card is the demo agent's (Alipay and the balance), known
 * from nothing stored, so its information arrives with the page; its agent's configuration comes
 * after the package. `cardAgentFails` makes that configuration fail to load until the returned
 * function is called.
 */
function visitorOfAnotherAgent({ cardAgentFails = false } = {}) {
  let failing = cardAgentFails;
  pages.server.use(
    http.get('*/api/hk/baseConfig', async ({ request }) => {
      const promoCode = new URL(request.url).searchParams.get('promoCode') ?? '';
      if (promoCode === DEMO.agentPromoCode) {
        if (failing) return HttpResponse.error();
        await delay(200);
      }
      const showPaymentType = promoCode === 'AGENT011' ? ['wechat'] : ['alipay', 'balance'];
      const data = { ...baseConfig(promoCode, '/api/__demo/img'), showPaymentType };
      return HttpResponse.json({ code: 0, message: 'ok', data, serverTime: Date.now() });
    }),
  );
  useLayoutStore.setState({ promoCode: 'AGENT011' });
  useIotStore.setState({ simInfo: null });
  return () => void (failing = false);
}

const radios = () =>
  within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole(
    'radio',
  ) as HTMLInputElement[];
const names = () => radios().map((radio) => radio.labels?.[0]?.textContent ?? '');

describe('the ways to pay of a configuration', () => {
  it('keeps the configured order, drops unknown ways and repeats, and the balance where it cannot pay', () => {
    const configured = ['alipay', 'cash', 'balance', 'wechat', 'alipay'];
    expect(payMethodsOf(configured, { balance: true })).toEqual(['alipay', 'balance', 'wechat']);
    expect(payMethodsOf(configured, { balance: false })).toEqual(['alipay', 'wechat']);
    expect(payMethodsOf(undefined, { balance: true })).toEqual([]);
  });

  it('starts on the balance when it covers the amount, else on the first other way', () => {
    expect(firstPayMethod(['wechat', 'balance'], true)).toBe('balance');
    expect(firstPayMethod(['wechat', 'balance'], false)).toBe('wechat');
    expect(firstPayMethod(['balance'], false)).toBe('balance');
    expect(firstPayMethod([], true)).toBe('');
  });
});

describe('card checkouts', () => {
  it("a package offers the agent's ways in its order, the balance included", async () => {
    agentTakes(['alipay', 'balance']);
    await pages.open('pages-sub/iot/packageDetails/index', { id: '1' });
    await screen.findByRole('group', { name: 'Payment method' });
    await pages.settle();
    expect(names()).toEqual([
      expect.stringContaining('Alipay'),
      expect.stringContaining('balance'),
    ]);
    // The card's balance covers the package: it is chosen.
    expect(radios()[1].checked).toBe(true);
  });

  it('one way is chosen at once', async () => {
    agentTakes(['wechat']);
    await pages.open('pages-sub/iot/packageDetails/index', { id: '1' });
    await screen.findByRole('group', { name: 'Payment method' });
    await pages.settle();
    expect(names()).toEqual([expect.stringContaining('WeChat Pay')]);
    expect(radios()[0].checked).toBe(true);
  });

  it('no way says so and leads to customer service', async () => {
    agentTakes([]);
    await pages.open('pages-sub/iot/packageDetails/index', { id: '1' });
    await screen.findByRole('heading', { name: 'No way to pay' });
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it('a balance recharge is paid online only, in the configured order', async () => {
    agentTakes(['balance', 'alipay', 'wechat']);
    await pages.open('pages/iot/index/balance/pay', { optionId: '1' });
    await screen.findByRole('group', { name: 'Payment method' });
    await pages.settle();
    expect(names()).toEqual([
      expect.stringContaining('Alipay'),
      expect.stringContaining('WeChat Pay'),
    ]);
    expect(radios()[0].checked).toBe(true);
  });

  it("waits for the card's agent, never offering the ways of the configuration shown before", async () => {
    visitorOfAnotherAgent();
    await act(() => refreshBaseConfig('AGENT011'));
    await pages.open('pages-sub/iot/packageDetails/index', { id: '1' });
    // The first ways drawn are the card agent's, not the visitor agent's WeChat Pay.
    await screen.findByRole('group', { name: 'Payment method' });
    expect(names()).toEqual([
      expect.stringContaining('Alipay'),
      expect.stringContaining('balance'),
    ]);
    await pages.settle();
    expect(names()).toHaveLength(2);
  });

  it("says so when the card's agent's configuration cannot load, and its Retry loads it", async () => {
    const recover = visitorOfAnotherAgent({ cardAgentFails: true });
    await act(() => refreshBaseConfig('AGENT011'));
    await pages.open('pages-sub/iot/packageDetails/index', { id: '1' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    recover();
    fireEvent.click(retry);
    await screen.findByRole('group', { name: 'Payment method' });
    expect(names()).toEqual([
      expect.stringContaining('Alipay'),
      expect.stringContaining('balance'),
    ]);
  });
});
