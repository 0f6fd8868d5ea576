import { describe, expect, it } from 'vitest';
import type { SimLayoutMenu } from '@/api/types';
import { breakLinkMenu, homeCard } from '@/features/iot/home/homeView';
import { BUILT_IN_SERVICES, userServiceMenus } from '@/features/iot/menus';

const title = (key: string) => `t:${key}`;
const page = (path: string, on: boolean, name = path): SimLayoutMenu => ({
  type: 'page',
  title: name,
  icon: '',
  path,
  switch: on,
});

describe("the user centre's services follow the layout's switches", () => {
  it('shows every built-in service when the layout lists none', () => {
    expect(userServiceMenus(undefined, title).map((menu) => menu.path)).toEqual(
      BUILT_IN_SERVICES.map((item) => item.path),
    );
  });

  it('leaves out a built-in service the layout switches off, with or without a leading slash', () => {
    const paths = userServiceMenus(
      [page('/pages-sub/iot/vip/index', false), page('pages-sub/iot/task/index', false)],
      title,
    ).map((menu) => menu.path);
    expect(paths).not.toContain('/pages-sub/iot/vip/index');
    expect(paths).not.toContain('/pages-sub/iot/task/index');
    expect(paths).toContain('/pages-sub/iot/integralShop/index');
  });

  it("adds the layout's own services that are on, and only those", () => {
    const menus = userServiceMenus(
      [
        page('/pages/iot/index/setRenew/index', true, 'Renew'),
        page('/pages/iot/index/payPassword/index', false, 'Pay password'),
        page('/pages-sub/iot/vip/index', true, 'VIP again'),
      ],
      title,
    );
    const titles = menus.map((menu) => menu.title);
    expect(titles).toContain('Renew');
    expect(titles).not.toContain('Pay password');
    // A built-in listed as on stays once, under its own translated name.
    expect(titles).not.toContain('VIP again');
    expect(menus.filter((menu) => menu.path === '/pages-sub/iot/vip/index')).toHaveLength(1);
  });
});

describe('the break popup from breakPopupAttr', () => {
  it('carries the title, image, button text and link into the view', () => {
    expect(
      homeCard({
        breakRuleId: 5,
        breakTips: 'Restricted',
        breakPopupAttr: {
          title: 'Usage warning',
          image: '/static/break.png',
          buttonText: 'Read the rules',
          buttonLink: '/pages-sub/iot/protocol/index?key=rules',
        },
      }).breakRule,
    ).toMatchObject({
      title: 'Usage warning',
      image: '/static/break.png',
      buttonText: 'Read the rules',
      buttonLink: '/pages-sub/iot/protocol/index?key=rules',
    });
  });

  it('turns the button link into a menu entry, opened with the checks of menu links', () => {
    expect(breakLinkMenu('')).toBeNull();
    expect(breakLinkMenu('  ')).toBeNull();
    expect(breakLinkMenu(null)).toBeNull();
    expect(breakLinkMenu('pages/iot/index/customer/index', 'Help')).toEqual({
      type: 'page',
      title: 'Help',
      icon: '',
      path: '/pages/iot/index/customer/index',
    });
    expect(breakLinkMenu('https://example.com/rules')).toMatchObject({
      type: 'url',
      url: 'https://example.com/rules',
    });
    // Anything else with a scheme goes to the link test of menus, which refuses it.
    expect(breakLinkMenu('javascript:alert(1)')).toMatchObject({ type: 'url' });
    expect(breakLinkMenu('//evil.example.com')).toMatchObject({ type: 'url' });
  });
});
