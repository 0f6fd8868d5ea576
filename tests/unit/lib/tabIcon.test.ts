import { describe, expect, it } from 'vitest';
import { tabIconFor } from '@/lib/tabIcon';

describe('tabIconFor', () => {
  it('picks the icon from the page a tab opens', () => {
    expect(tabIconFor('/pages/iot/index/index')).toBe('home');
    expect(tabIconFor('pages/index/index')).toBe('home');
    expect(tabIconFor('pages/iot/index/customer/index')).toBe('service');
    expect(tabIconFor('pages-sub/iot/user/index?x=1')).toBe('mine');
    expect(tabIconFor('pages/user/index')).toBe('mine');
    expect(tabIconFor('pages/order/index')).toBe('orders');
    expect(tabIconFor('pages/iot/index/moreMenu/index')).toBe('orders');
    expect(tabIconFor('pages-sub/iot/integralShop/index')).toBe('orders');
  });
});
