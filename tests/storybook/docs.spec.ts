import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { routes } from '../../src/router/routes';
import { CATALOGUE_TITLE, pageTitleOf } from '../../stories/sidebar';

// Every docs page of the built Storybook (widget docs and the foundations) opens without a page
// error or a console error, and every page of the route table renders in the catalogue, in one of
// its states and languages in turn.

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  importPath: string;
  tags?: string[];
  /** For a docs page written in MDX, the stories files it shows. */
  storiesImports?: string[];
}

const root = path.resolve(import.meta.dirname, '../..');
const entries = Object.values(
  (
    JSON.parse(readFileSync(path.join(root, 'storybook-static/index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
);
const docs = entries.filter((entry) => entry.type === 'docs');
const catalogue = entries.filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('catalogue'),
);

/**
 * The catalogue's stories of each page (one per state), by the page's spec path: its stories
 * file is titled by that path under its area's Pages (Card/Pages/pages/iot/index/index).
 */
const pagesByTitle = new Map(routes.map((route) => [pageTitleOf(route.path), route.path]));
const cataloguePages = new Map<string, IndexEntry[]>();
for (const entry of catalogue) {
  const page = pagesByTitle.get(entry.title) ?? entry.title;
  cataloguePages.set(page, [...(cataloguePages.get(page) ?? []), entry]);
}
/** A catalogue story's state: its export is Catalogue<State>, its id ends --catalogue-<state>. */
const stateOf = (entry: IndexEntry) => entry.id.split('--catalogue-')[1] ?? entry.id;

/** The requests each test page has started and not yet seen end. */
const pending = new WeakMap<Page, Set<Request>>();
/**
 * Requests an earlier test's story started and left open (a story kept loading holds its calls),
 * and their addresses: whatever becomes of them after the page has moved on is not the current
 * story's doing.
 */
const earlier = new WeakSet<Request>();
const earlierUrls = new Set<string>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  pending.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page has had no request open for half a second. Playwright's own 'networkidle'
 * is kept per frame and the page's counts only when every frame has reported it: a story's
 * sandboxed about:blank frame, attached after the first quiet moment, never does, and the wait
 * then ran into the test's timeout with nothing on the wire.
 */
async function networkQuiet(page: Page, timeout = 15_000) {
  const open = pending.get(page) ?? new Set<Request>();
  const end = Date.now() + timeout;
  let quietSince = open.size === 0 ? Date.now() : 0;
  while (Date.now() < end) {
    if (open.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`requests still open after ${timeout} ms: ${[...open].map((r) => r.url())}`);
}

/**
 * One browser page per worker, reused from entry to entry: a fresh page would load the whole
 * Storybook bundle again each time, which triples the run. Problems are collected per test.
 */
const test = base.extend<{ problems: string[] }, { shared: { page: Page; problems: string[] } }>({
  shared: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      trackRequests(page);
      page.on('pageerror', (error) => {
        // MSW re-registers its worker on every load and asks the browser to update it; when the
        // previous load's update is still settling, Chromium rejects the new one with "Not found".
        // The worker in place keeps answering, so this says nothing about the page.
        if (
          /^Failed to update a ServiceWorker for scope .*mockServiceWorker\.js'\): Not found$/.test(
            error.message,
          )
        )
          return;
        problems.push(`page error: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A held call of an earlier story that MSW let through to the static server once that
        // story's page was gone (a 404 seen once in CI): its failed load is logged at its address.
        if (
          message.text().startsWith('Failed to load resource') &&
          earlierUrls.has(message.location().url)
        )
          return;
        problems.push(`console error: ${message.text()}`);
      });
      // The browser's console names no address for a failed load: the response does.
      page.on('response', (response) => {
        if (earlier.has(response.request())) return;
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      // MSW's worker unregisters itself when its last page closes, which a navigation of the
      // only page is: the next story's first requests could then pass it by and reach the
      // static server (a 404, seen in two runs of the catalogue). A second page of the same
      // origin, open for the whole run, keeps it registered.
      const keeper = await context.newPage();
      const story = entries.find((entry) => entry.type === 'story');
      await keeper.goto(`iframe.html?id=${story?.id}&viewMode=story`);
      await keeper.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await provide({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ shared }, provide) => {
    await provide(shared.page);
  },
  problems: async ({ shared }, provide) => {
    // The previous test's page is unloaded before this test looks: a story kept loading may still
    // be sending calls (one held answer, then the next call), and one sent while the next story's
    // page replaced it reached the static server past MSW (a 404 seen in CI). Once the blank page
    // has replaced it, that page sends nothing more.
    await shared.page.goto('about:blank');
    shared.problems.length = 0;
    // A request of the previous test's page (a story kept loading) belongs to a page gone.
    const open = pending.get(shared.page);
    earlierUrls.clear();
    for (const request of open ?? []) {
      earlier.add(request);
      earlierUrls.add(request.url());
    }
    open?.clear();
    await provide(shared.problems);
  },
});

/** Storybook marks the body when a story or docs page fails to render. */
async function expectNoErrorDisplay(page: Page) {
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  await expect(page.locator('body')).not.toHaveClass(/sb-show-nopreview/);
}

/**
 * What of a story shows outside its own frame on a Docs page: anything drawn outside the docs
 * container (an overlay portalled to the body), and fixed or sticky parts not held by their frame.
 */
async function partsOutsideTheirFrame(page: Page): Promise<string[]> {
  const atTop = await partsOutsideNow(page);
  // Scrolled to the end, so parts that show on scrolling (a compact header bar) and stories
  // drawn late are on the page too; two frames let them draw.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await networkQuiet(page);
  return [...new Set([...atTop, ...(await partsOutsideNow(page))])];
}

function partsOutsideNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.getAttribute('data-testid') ?? '',
        element.getAttribute('role') ?? '',
        (element.textContent ?? '').trim().slice(0, 40),
      ]
        .filter(Boolean)
        .join(' ');
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0
      );
    };
    for (const element of document.body.children) {
      if (element.id === 'storybook-docs' || element.id === 'storybook-root') continue;
      if (/^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(element.tagName)) continue;
      if (element.className.toString().startsWith('sb-')) continue;
      if (shown(element)) found.push(`outside the docs: ${name(element)}`);
    }
    // A fixed or sticky part is placed and clipped by its story's frame (a transformed frame is
    // its containing block; its overflow is hidden), so none reaches over the page.
    for (const element of document.querySelectorAll('#storybook-docs *')) {
      if (!['fixed', 'sticky'].includes(getComputedStyle(element).position)) continue;
      if (!shown(element)) continue;
      const frame = element.closest('[data-docs-frame]');
      const style = frame && getComputedStyle(frame);
      if (!style || style.transform === 'none' || style.overflow !== 'hidden') {
        found.push(`not held by its frame: ${name(element)}`);
      }
    }
    return found;
  });
}

/**
 * What of a story does not fit the phone it is drawn on: a phone frame (a story's frame on a Docs
 * page, a phone screen inside a story, the catalogue's page in a desktop window) whose content is
 * wider than it, and text cut by a box too narrow for it (clipped part-way, or an ellipsis where
 * the story does not say it cuts text on purpose). Text a scrolling strip (tabs) or a moving one
 * (a notice's marquee) holds is left alone, and so are parts wholly out of view (a carousel's
 * next slide). Checked on the page as it is drawn, within the visits the run makes anyway.
 */
function partsCutOrTooWide(page: Page, frames: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const name = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.getAttribute('role') ?? '',
        element.getAttribute('aria-label') ?? '',
        JSON.stringify((element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)),
      ]
        .filter(Boolean)
        .join(' ');
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const moving = (element: Element) =>
      element.getAnimations().some((animation) => animation.playState === 'running');
    for (const frame of document.querySelectorAll(selector)) {
      if (!shown(frame)) continue;
      if (frame.scrollWidth > frame.clientWidth + 1) {
        found.push(
          `wider than its ${frame.clientWidth} px frame (${frame.scrollWidth} px): ${name(frame)}`,
        );
      }
      const truncates = frame.closest('[data-truncates]') !== null;
      const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || !shown(parent)) continue;
        if (parent.closest('textarea, input, select, pre, code')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        for (let element: Element | null = parent; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          if (moving(element)) break;
          const phone = element === frame;
          if (style.overflowX === 'visible' && !phone) continue;
          // A strip that scrolls sideways shows the rest on scrolling; a phone's screen does not.
          if (/auto|scroll/.test(style.overflowX) && !phone) break;
          // Words for screen readers only, in a box of a pixel.
          if (element.clientWidth <= 1 || element.clientHeight <= 1) break;
          if (style.clip !== 'auto' || style.clipPath !== 'none') break;
          const clip = element.getBoundingClientRect();
          const left = clip.left + element.clientLeft;
          const right = left + element.clientWidth;
          if (box.right <= left || box.left >= right) break;
          const partly = box.left < left - 1 || box.right > right + 1;
          const ellipsis =
            style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
          if ((partly || ellipsis) && !truncates) {
            found.push(`text cut by ${name(element)}: ${JSON.stringify(text.slice(0, 40))}`);
            break;
          }
          if (phone) break;
        }
      }
    }
    return [...new Set(found)];
  }, frames);
}

test.describe('docs pages', () => {
  test('the build has a docs entry for every widget stories file and the foundations', () => {
    const widgetFiles = new Set(
      entries
        .filter(
          (entry) => entry.type === 'story' && !entry.importPath.startsWith('./stories/pages/'),
        )
        .map((entry) => entry.importPath),
    );
    const documented = new Set(
      docs.flatMap((entry) => [entry.importPath, ...(entry.storiesImports ?? [])]),
    );
    expect([...widgetFiles].filter((file) => !documented.has(file))).toEqual([]);
    for (const title of [
      'Foundations/Introduction',
      'Foundations/Design tokens',
      'Foundations/Icons',
      'Foundations/Error catalogue',
      CATALOGUE_TITLE,
    ]) {
      expect(docs.map((entry) => entry.title)).toContain(title);
    }
  });

  for (const entry of docs) {
    test(`${entry.title} › ${entry.name}`, async ({ page, problems }) => {
      await page.goto(`iframe.html?id=${entry.id}&viewMode=docs`);
      await expect(page.locator('#storybook-docs .sbdocs-content').first()).toBeVisible();
      // Stories on the page render after the docs frame: let them finish.
      await networkQuiet(page);
      await expectNoErrorDisplay(page);
      expect(problems).toEqual([]);
      expect(await partsOutsideTheirFrame(page), 'story parts covering the page').toEqual([]);
      // Polled: a widget that measures its text (a notice deciding to scroll) does so after a frame.
      await expect
        .poll(() => partsCutOrTooWide(page, '[data-docs-frame], [data-phone-frame]'), {
          message: 'stories that do not fit their phone',
        })
        .toEqual([]);
      if (entry.importPath.endsWith('.stories.tsx')) {
        // A widget's generated page: its JSDoc as the description, and every property explained.
        const content = page.locator('#storybook-docs .sbdocs-content').first();
        await expect(content.locator('h1 + p').first()).toHaveText(/\S/);
        const rows = content.locator('.docblock-argstable tbody tr');
        await expect(rows.first()).toBeVisible();
        const undocumented = await rows.evaluateAll((list) =>
          list
            .map((row) => (row as HTMLTableRowElement).cells)
            .filter((cells) => cells.length >= 3 && !/\w/.test(cells[1].textContent ?? ''))
            .map((cells) => cells[0].textContent),
        );
        expect(undocumented, 'properties the page says nothing about').toEqual([]);
      }
    });
  }
});

/** Every state in both languages, taken in turn: across the catalogue each one is shown often. */
const VARIANTS = ['filled', 'loading', 'empty', 'error'].flatMap((state) =>
  ['en', 'zh-Hans'].map((locale) => ({ state, locale })),
);

test.describe('page catalogue', () => {
  test('every page of the route table is in the catalogue under its spec path, in each state', () => {
    const STATES = ['empty', 'error', 'filled', 'loading'];
    const statesOf = (page: string) => (cataloguePages.get(page) ?? []).map(stateOf).sort();
    expect(
      routes
        .map((route) => route.path)
        .filter((page) => !isDeepStrictEqual(statesOf(page), STATES)),
    ).toEqual([]);
    expect(
      [...cataloguePages.keys()].filter((page) => !routes.some((route) => route.path === page)),
    ).toEqual([]);
  });

  routes.forEach((route, index) => {
    const { state, locale } = VARIANTS[index % VARIANTS.length];
    const entry = cataloguePages.get(route.path)?.find((story) => stateOf(story) === state);
    test(`${route.path} (${state}, ${locale})`, async ({ page, problems }) => {
      expect(entry, `a catalogue story of ${route.path} in the ${state} state`).toBeDefined();
      await page.goto(`iframe.html?id=${entry?.id}&viewMode=story&globals=locale:${locale}`);
      await expect(page.locator('body')).toHaveClass(/sb-show-main/);
      // A page that is loading keeps its requests open: there is no quiet network to wait for.
      if (state !== 'loading') await networkQuiet(page);
      await expect(page.locator('#storybook-root')).not.toBeEmpty();
      await expectNoErrorDisplay(page);
      expect(problems).toEqual([]);
      // In a desktop window the page is drawn on a phone's screen, the story's root.
      await expect
        .poll(() => partsCutOrTooWide(page, '#storybook-root'), {
          message: 'a page that does not fit',
        })
        .toEqual([]);
    });
  });
});
