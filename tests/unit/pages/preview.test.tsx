import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { setupPages } from './harness';

// An operator previewing a layout sees every card page with the layout's sample card, and what
// would buy, pay, save or bind says that a preview does not.

const { open, settle, effects } = setupPages();

const REFUSAL = 'This is a layout preview: nothing can be bought, paid, saved or bound.';

function previewLayout(id: number) {
  useIotStore.setState({ simNo: `IotLayout:${id}`, token: '', simInfo: null });
}

beforeEach(() => previewLayout(1));

describe('card pages in a layout preview', () => {
  it('draws the user centre with the sample card', async () => {
    await open('pages-sub/iot/user/index');
    expect(await screen.findByText('IotLayout:1')).toBeTruthy();
    await settle();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(effects().recorded.gone).toEqual([]);
  });

  it('lists the packages, and buying one is refused with its reason while the page stays', async () => {
    const list = await open('pages/iot/index/package/index');
    expect(await screen.findByText('月包 30G')).toBeTruthy();
    await settle();
    list.unmount();
    const before = JSON.stringify(db.cards.map((card) => card.packageOrders));
    await open('pages-sub/iot/packageDetails/index', { id: '1' });
    const buy = await screen.findByRole('button', { name: /^Buy now/ });
    fireEvent.click(buy);
    await waitFor(() =>
      expect(effects().recorded.toasts.map((toast) => toast.message)).toContain(REFUSAL),
    );
    await settle();
    expect(screen.getByRole('button', { name: /^Buy now/ })).toBeTruthy();
    expect(effects().recorded.gone).toEqual([]);
    expect(JSON.stringify(db.cards.map((card) => card.packageOrders))).toBe(before);
  });

  it.each([
    ['pages/iot/index/balance/index', 'Current balance'],
    ['pages-sub/iot/vip/index', /./],
    ['pages-sub/iot/task/index', /./],
    ['pages-sub/iot/integralShop/index', /./],
    ['pages-sub/iot/accelerate/index', /./],
  ])('draws %s without sending the operator to the login', async (path, text) => {
    await open(path);
    await settle();
    if (typeof text === 'string') expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(effects().recorded.expired).toEqual([]);
    expect(effects().recorded.gone).toEqual([]);
  });

  it("shows the sample device's Wi-Fi for the device layout", async () => {
    previewLayout(2);
    await open('pages-sub/wifi/index');
    expect(await screen.findByText('CardShop-MiFi-2.4G')).toBeTruthy();
    await settle();
    expect(effects().recorded.gone).toEqual([]);
  });
});
