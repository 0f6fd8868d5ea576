import { describe, expect, it } from 'vitest';
import type { SimLayout } from '@/api/types';
import { resolveTabBar } from '@/router/tabBar';

const layout: SimLayout = {
  tabBar: {
    switch: true,
    middleBulge: true,
    items: [
      { path: 'pages/iot/index/index', switch: true, text: 'Card' },
      { path: '/pages-sub/iot/integralShop/index', switch: true, text: 'Points' },
      { path: 'pages-sub/iot/user/index', switch: false, text: 'Me' },
    ],
  },
};

describe('resolveTabBar', () => {
  it('shows the four shop tabs on the shop tab pages, first selected at the root', () => {
    expect(resolveTabBar('', null)).toMatchObject({ kind: 'shop', activeIndex: 0 });
    expect(resolveTabBar('pages/customer/index', null)).toMatchObject({
      kind: 'shop',
      activeIndex: 2,
    });
    expect(resolveTabBar('pages/user/index', null)?.items).toHaveLength(4);
  });
  it('shows nothing on other pages', () => {
    expect(resolveTabBar('pages/about/promise', null)).toBeNull();
  });
  it('shows the layout tab bar on its switched-on items only', () => {
    const bar = resolveTabBar('pages-sub/iot/integralShop/index', layout);
    expect(bar).toMatchObject({ kind: 'layout', activeIndex: 1, middleBulge: true });
    expect(bar?.items.map((item) => item.text)).toEqual(['Card', 'Points']);
    expect(resolveTabBar('pages-sub/iot/user/index', layout)).toBeNull();
  });
  it('ignores a switched-off layout tab bar and malformed items', () => {
    const off = { tabBar: { ...layout.tabBar!, switch: false } };
    expect(resolveTabBar('pages/iot/index/index', off)).toBeNull();
    const broken = { tabBar: { switch: true, items: null } } as unknown as SimLayout;
    expect(resolveTabBar('pages/user/index', broken)).toMatchObject({ kind: 'shop' });
  });
  it('gives each tab the icon of its page, not of its position', () => {
    const layout2: SimLayout = {
      tabBar: {
        switch: true,
        items: [
          { path: 'pages/iot/index/index', switch: true, text: '首页' },
          { path: 'pages/iot/index/moreMenu/index', switch: false, text: '全部' },
          { path: 'pages/iot/index/customer/index', switch: true, text: '客服' },
          { path: 'pages-sub/iot/user/index', switch: true, text: '我的' },
        ],
      },
    };
    const bar = resolveTabBar('pages-sub/iot/user/index', layout2);
    expect(bar?.items.map((item) => [item.text, item.icon])).toEqual([
      ['首页', 'home'],
      ['客服', 'service'],
      ['我的', 'mine'],
    ]);
  });
});
