import { describe, expect, it, vi } from 'vitest';
import { openPendingTab } from '@/lib/pendingTab';

function fakeTab() {
  return { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
}

describe('a tab opened at the tap (Safari blocks window.open after an await)', () => {
  it('opens the tab at once, empty, cut off from the shop, and sends it on later', () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab as unknown as Window);
    const pending = openPendingTab(open);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(pending.go('https://pay.example/cashier?sn=1')).toBe(true);
    expect(tab.location.href).toBe('https://pay.example/cashier?sn=1');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('closes the empty tab when there is nowhere to go', () => {
    const tab = fakeTab();
    const pending = openPendingTab(() => tab as unknown as Window);
    pending.close();
    expect(tab.close).toHaveBeenCalledTimes(1);
  });

  it('tries once more with the address when the first tab was refused, and says when that fails too', () => {
    const open = vi.fn(() => null);
    const pending = openPendingTab(open);
    expect(pending.go('https://pay.example/')).toBe(false);
    expect(open).toHaveBeenLastCalledWith('https://pay.example/', '_blank');
  });
});
