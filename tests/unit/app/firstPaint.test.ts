import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EARLY_DATA_ID,
  EARLY_SCRIPT,
  EARLY_SCRIPT_HASH,
  earlyData,
} from '@/app/firstPaint/earlyScript';
import { landingOf } from '@/app/firstPaint/landing';
import { handOver } from '@/app/firstPaint/takeover';
import { ACCESS_NODE_KEY } from '@/lib/accessNode';

const FILES = {
  en: { core: 'assets/core-en.js', shop: 'assets/shop-en.js', iot: 'assets/iot-en.js' },
  'zh-Hant': { core: 'assets/core-hant.js', shop: 'assets/shop-hant.js' },
};

/** Runs the early script of index.html as the browser would, on the given address hash. */
function runEarly(hash: string, pages: Record<string, string[]> = {}) {
  window.location.hash = hash;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = EARLY_DATA_ID;
  data.textContent = earlyData(FILES, '/shop/', pages);
  document.head.append(data);
  new Function(EARLY_SCRIPT)();
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

  it("preloads the landing page's own chunks, and only for that page", () => {
    const pages = { 'pages/index/VanityNumber/index': ['assets/Vanity.js', 'assets/List.js'] };
    expect(runEarly('#/pages/index/VanityNumber/index?keyword=8', pages).preloads).toEqual([
      '/shop/assets/core-en.js',
      '/shop/assets/shop-en.js',
      '/shop/assets/Vanity.js',
      '/shop/assets/List.js',
    ]);
    document.head.innerHTML = '';
    expect(runEarly('#/pages/order/index', pages).preloads).toEqual([
      '/shop/assets/core-en.js',
      '/shop/assets/shop-en.js',
    ]);
  });

  it("opens the tab's session storage before the first paint, and goes on where it refuses", () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    try {
      runEarly('#/pages/index/VanityNumber/index');
      expect(read.mock.contexts).toContain(sessionStorage);
      expect(read).toHaveBeenCalledWith(ACCESS_NODE_KEY);
      document.head.innerHTML = '';
      read.mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      expect(runEarly('#/pages/index/VanityNumber/index').landing).toBe('numbers en');
    } finally {
      read.mockRestore();
    }
  });

  it('asks once for a file that holds several namespaces', () => {
    const shared = { en: { core: 'assets/messages-en.js', shop: 'assets/messages-en.js' } };
    window.location.hash = '#/pages/order/index';
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = EARLY_DATA_ID;
    data.textContent = earlyData(shared, '/shop/');
    document.head.append(data);
    new Function(EARLY_SCRIPT)();
    const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/assets/messages-en.js',
    ]);
  });

  it("preloads the home page's chunk at the home's address and at the root", () => {
    const pages = { 'pages/index/index': ['assets/Home.js'], '': ['assets/Home.js'] };
    for (const hash of ['', '#/', '#/?promoCode=A1', '#/pages/index/index']) {
      document.head.innerHTML = '';
      expect(runEarly(hash, pages).preloads).toEqual([
        '/shop/assets/core-en.js',
        '/shop/assets/shop-en.js',
        '/shop/assets/Home.js',
      ]);
    }
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

describe('the early script under a Content-Security-Policy', () => {
  it('is named in the policy docs/reliability.md documents by its hash', () => {
    const doc = readFileSync(
      path.join(import.meta.dirname, '../../../docs/reliability.md'),
      'utf8',
    );
    const policy = /```\n(default-src[^`]+)```/.exec(doc)?.[1] ?? '';
    expect(policy.replace(/\s+/g, ' ')).toContain(`script-src 'self' ${EARLY_SCRIPT_HASH};`);
  });

  it('keeps its data block closed whatever the file names hold', () => {
    const data = earlyData({ en: { core: 'assets/</script><script>x.js' } }, '/shop/');
    expect(data).not.toContain('<');
    expect(JSON.parse(data).f.en.core).toBe('assets/</script><script>x.js');
  });
});
