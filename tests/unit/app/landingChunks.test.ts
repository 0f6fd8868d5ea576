import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLandingChunks, type ModuleGraph } from '@/app/firstPaint/landingChunks';

// A small app: two number lists, the card home and a card page, the orders tab.
const src = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-chunks-'));
const page = (routePath: string) => path.join(src, 'pages', `${routePath}.tsx`);
const lib = (name: string) => path.join(src, 'lib', `${name}.ts`);
const pages = {
  vanity: page('pages/index/VanityNumber/index'),
  fast: page('pages/goods/fastNumber/index'),
  cardHome: page('pages/iot/index/index'),
  balance: page('pages/iot/index/balance/index'),
  orders: page('pages/order/index'),
};
for (const file of Object.values(pages)) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
}
afterAll(() => fs.rmSync(src, { recursive: true, force: true }));

const imports: Record<string, string[]> = {
  [pages.vanity]: [lib('numberBrowser'), lib('popup'), lib('firstLoad'), '/node_modules/react'],
  [pages.fast]: [lib('numberBrowser')],
  [pages.cardHome]: [lib('cardWidgets'), lib('popup'), lib('dateTime'), lib('messages')],
  [pages.balance]: [lib('cardWidgets')],
  [pages.orders]: [lib('dateTime'), lib('ordersOnly')],
  [lib('cardWidgets')]: [lib('cardFormat')],
  [path.join(src, 'app', 'PreviewGate.tsx')]: [lib('gateOnly')],
};
const graph: ModuleGraph = {
  getModuleInfo: (id) => ({ importedIds: imports[id] ?? [] }),
};
const chunks = createLandingChunks(src, (id) => id === lib('firstLoad'));
const chunkOf = (id: string) => chunks.shared(id, graph) ?? chunks.own(id, graph);

describe('landing chunks', () => {
  it('puts what only one landing page and its own area use into that page file', () => {
    expect(chunkOf(pages.vanity)).toBe('landing-numbers');
    expect(chunkOf(lib('numberBrowser'))).toBe('landing-numbers');
    expect(chunkOf(pages.cardHome)).toBe('landing-iot');
    expect(chunkOf(lib('cardWidgets'))).toBe('landing-iot');
    expect(chunkOf(lib('cardFormat'))).toBe('landing-iot');
    // A layout preview link draws the card home inside the preview gate: it comes along.
    expect(chunkOf(path.join(src, 'app', 'PreviewGate.tsx'))).toBe('landing-iot');
    expect(chunkOf(lib('gateOnly'))).toBe('landing-iot');
  });

  it('shares what both use, or what pages of another area use too', () => {
    expect(chunks.shared(lib('popup'), graph)).toBe('landing-shared');
    expect(chunks.own(lib('popup'), graph)).toBeNull();
    // The orders tab (a shop page) uses it too: the shop never downloads the card home's file.
    expect(chunkOf(lib('dateTime'))).toBe('landing-shared');
  });

  it('leaves the first load, libraries, messages and other pages to the usual chunking', () => {
    expect(chunkOf(lib('firstLoad'))).toBeNull();
    expect(chunkOf('/node_modules/react')).toBeNull();
    expect(chunkOf(path.join(src, 'i18n', 'locales', 'en', 'iot.ts'))).toBeNull();
    expect(chunkOf(lib('ordersOnly'))).toBeNull();
    expect(chunkOf(pages.orders)).toBeNull();
    expect(chunkOf(pages.balance)).toBeNull();
  });
});
