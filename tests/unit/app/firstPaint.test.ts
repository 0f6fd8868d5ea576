import { afterEach, describe, expect, it } from 'vitest';
import { earlyScript } from '@/app/firstPaint/earlyScript';
import { landingOf } from '@/app/firstPaint/landing';
import { handOver } from '@/app/firstPaint/takeover';

const FILES = {
  en: { core: 'assets/core-en.js', shop: 'assets/shop-en.js', iot: 'assets/iot-en.js' },
  'zh-Hant': { core: 'assets/core-hant.js', shop: 'assets/shop-hant.js' },
};

/** Runs the early script of index.html as the browser would, on the given address hash. */
function runEarly(hash: string) {
  window.location.hash = hash;
  new Function(earlyScript(FILES, '/shop/'))();
  return {
    landing: document.documentElement.getAttribute('data-landing'),
    preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    ),
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-landing');
  localStorage.clear();
  window.location.hash = '';
});

describe('first screen before any module loads', () => {
  it.each([
    ['', 'home'],
    ['#/', 'home'],
    ['#/?indexFirstGroup=1&promoCode=A1', 'home'],
    ['#/pages/index/index?promoCode=A1', 'home'],
    ['#/pages/index/VanityNumber/index?keyword=8', 'numbers'],
    ['#/pages/goods/fastNumber/index', 'numbers'],
    ['#/pages/iot/index/index?iotPreview=IotLayout:1', 'iot'],
    ['#/pages/order/index', 'orders'],
    ['#/pages/customer/index', 'customer'],
    ['#/pages/user/index', 'mine'],
    ['#/pages/goods/index?goodsId=101', 'page'],
    ['#/pages/index/indexer', 'page'],
  ])('address %j lands on the %s screen', (hash, landing) => {
    expect(landingOf(hash)).toBe(landing);
    expect(runEarly(hash).landing).toBe(`${landing} en`);
  });

  it('picks the remembered language and preloads its messages for the area', () => {
    localStorage.setItem('shop.locale', 'zh-Hant');
    const early = runEarly('#/pages/order/index');
    expect(early.landing).toBe('orders zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(early.preloads).toEqual(['/shop/assets/core-hant.js', '/shop/assets/shop-hant.js']);
  });
});

describe('hand-over from the first screen to the app', () => {
  it('keeps the first screen until the app has drawn, then removes it and its styles', async () => {
    document.head.innerHTML = '<style data-first-paint-style>.a{}</style>';
    document.documentElement.setAttribute('data-landing', 'home en');
    document.body.innerHTML = '<div id="first-paint"><nav>Home</nav></div><div id="root"></div>';
    const root = document.getElementById('root')!;
    handOver(root);
    await Promise.resolve();
    expect(document.getElementById('first-paint')).not.toBeNull();

    root.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.querySelector('style[data-first-paint-style]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-landing')).toBe(false);
  });
});
