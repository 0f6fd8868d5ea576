import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import Page from '../../../../../src/pages/pages/index/VanityNumber/index';
import { envelope, forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { numbersOf } from '../../../fixtures/numbers';
import { keepNumbers } from '../../../../../src/features/shop/keptNumbers';
import { seedNumbers } from '../../../../../src/mocks/db/seed/numbers';

/** The page's path in the specification and the route table. */
const PATH = 'pages/index/VanityNumber/index';

/** The visitor's location answer, held until the play function lets it through. */
let answerLocation = () => {};

let locationAnswered = Promise.resolve();

/** The operator of each number list request this story's page made, in order. */
const operatorSearches: string[] = [];

/** Digits that no number of the first page holds: a search for them has nothing to show early. */
const SLOW_KEYWORD = '7070';
/** The answer to the search for SLOW_KEYWORD, held until the play function lets it through. */
let answerSlowSearch = () => {};
let slowSearchAnswered = Promise.resolve();

const meta = {
  title: 'Shop/Pages/pages/index/VanityNumber/index',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
  beforeEach: forgetDrafts,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page in the catalogue's four states: shown and smoke-tested in the static build, not
// played by the story run and not compared with baselines.
export const CatalogueFilled: Story = {
  ...catalogueState(PATH, 'filled'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueLoading: Story = {
  ...catalogueState(PATH, 'loading'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueEmpty: Story = {
  ...catalogueState(PATH, 'empty'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueError: Story = {
  ...catalogueState(PATH, 'error'),
  tags: ['!test', 'catalogue'],
};

// Page tests: the page played through as a customer would, most with a visual baseline.
export const VanityNumbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await numbersOf(canvasElement);
    await expect(list).toHaveAccessibleName('Numbers for sale');
    // The region filter starts on the visitor's province (from the IP location).
    await expect(canvas.getByRole('button', { name: '广东省' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More filters' })).toBeVisible();
  },
};

export const VanityNumbersChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await numbersOf(canvasElement)).toHaveAccessibleName('在售号码');
    await expect(canvas.getByRole('button', { name: '更多筛选' })).toBeVisible();
  },
};

export const VanityNumbersMoreFilters: Story = {
  play: async ({ canvasElement }) => {
    await numbersOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More filters' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'AABB' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Show numbers' })).toBeVisible();
  },
};

export const VanityNumbersNoneMatch: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/shop/numberList', () =>
          envelope({ list: [], total: 0, page: 1, pageSize: 20, hasMore: false }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No numbers match these filters.'),
    ).toBeVisible();
  },
};

/** The visitor's location, answered once the play function calls `answerLocation`. */
const heldLocation = [
  http.get('*/api/shop/base/ipLocation', async () => {
    await locationAnswered;
    return envelope({ provinceCode: '440000', province: '广东省' });
  }),
];

/** Story `beforeEach` that holds the location back until the play function lets it through. */
function holdLocation() {
  locationAnswered = new Promise((resolve) => {
    answerLocation = resolve;
  });
  return () => answerLocation();
}

/** While the visitor's province is on its way the list is loading, never "no numbers". */
export const VanityNumbersWhileLocating: Story = {
  parameters: { msw: { handlers: heldLocation } },
  beforeEach: holdLocation,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every change of the page until the province arrives is looked at, not samples of them.
    let saidNoNumbers = false;
    const watch = new MutationObserver(() => {
      saidNoNumbers ||= !!canvasElement.textContent?.includes('No numbers match these filters.');
    });
    watch.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    // The page's other answers (the operators) arrive and are drawn meanwhile: still loading.
    await expect(await canvas.findByRole('button', { name: 'China Mobile' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading…')).toBeVisible();
    await expect(canvas.queryByText('No numbers match these filters.')).toBeNull();
    // And after it arrives, until the first numbers show: never "no numbers" in between.
    answerLocation();
    await numbersOf(canvasElement);
    watch.disconnect();
    await expect(saidNoNumbers).toBe(false);
    await expect(canvas.getByRole('button', { name: '广东省' })).toBeVisible();
    await expect(canvas.queryByText('No numbers match these filters.')).toBeNull();
  },
};

/**
 * A returning visitor: the first page of the last visit shows at once, dimmed and busy, while the
 * list asks again; the answer replaces it and is kept for the next visit in its turn.
 */
export const VanityNumbersReturningVisitor: Story = {
  parameters: {
    // Its end is VanityNumbers' screen; what it checks is the way there.
    visual: false,
    msw: { handlers: heldLocation },
  },
  beforeEach: () => {
    const lastVisit = { ...seedNumbers()[0]!, id: 990001, mobile: '19900001234' };
    keepNumbers({ pretty: 1, fast: '', promoCode: '', keyword: '' }, [lastVisit]);
    return holdLocation();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kept = await canvas.findByText('199 0000 1234');
    const area = kept.closest('[aria-busy]');
    await expect(area).toHaveAttribute('aria-busy', 'true');
    await expect(area).toHaveAttribute('data-stale');
    await expect(canvas.queryByLabelText('Loading…')).toBeNull();
    answerLocation();
    await numbersOf(canvasElement);
    await waitFor(() => expect(canvas.queryByText('199 0000 1234')).toBeNull());
    await waitFor(() => expect(area).toHaveAttribute('aria-busy', 'false'));
    await expect(area).not.toHaveAttribute('data-stale');
    const keptNow = JSON.parse(localStorage.getItem('shop.lastNumbers') ?? '{}') as {
      items?: { mobile: string }[];
    };
    await expect(keptNow.items?.length).toBeGreaterThan(3);
    await expect(keptNow.items?.some((item) => item.mobile === '19900001234')).toBe(false);
  },
};

export const VanityNumbersOperatorFilter: Story = {
  parameters: {
    msw: {
      handlers: [
        // Notes the request and lets the demo API answer it.
        http.get('*/api/shop/numberList', ({ request }) => {
          operatorSearches.push(new URL(request.url).searchParams.get('operatorType') ?? 'any');
        }),
      ],
    },
  },
  beforeEach: () => {
    operatorSearches.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await numbersOf(canvasElement);
    const before = operatorSearches.length;
    const mobile = canvas.getByRole('button', { name: 'China Mobile' });
    const busy = list.closest('[aria-busy]');
    await userEvent.click(mobile);
    await expect(mobile).toHaveAttribute('aria-pressed', 'true');
    // Rows already loaded that match are shown at once; the server's answer completes them.
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(0));
    await waitFor(() =>
      within(list)
        .getAllByRole('button')
        .forEach((card) => expect(card).toHaveTextContent('China Mobile')),
    );
    // One request for the new search: the filter's event asks, the page does not ask again. The
    // page would ask in the tap's own task (in the render it causes), so once the list has the
    // server's answer (it is no longer busy) every request it made has reached the demo API.
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'false'));
    const searches = operatorSearches.slice(before);
    await expect(searches).toHaveLength(1);
    await expect(searches[0]).not.toBe('any');
    // Pressing the pressed operator again asks for nothing: the list does not even turn busy.
    await userEvent.click(mobile);
    await expect(busy).toHaveAttribute('aria-busy', 'false');
    await expect(operatorSearches.slice(before)).toEqual(searches);
  },
};

/**
 * A search whose answer is slow: the rows on screen stay as they are at first (a quick answer
 * replaces them without a dimmed flash), then they dim and the list is busy until the answer.
 */
export const VanityNumbersSlowSearch: Story = {
  parameters: {
    // Its end is VanityNumbers' screen with other numbers; what it checks is the way there.
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/shop/numberList', async ({ request }) => {
          if (new URL(request.url).searchParams.get('keyword') !== SLOW_KEYWORD) return;
          await slowSearchAnswered;
          const found = { ...seedNumbers()[0]!, id: 990002, mobile: `139${SLOW_KEYWORD}1234` };
          return envelope({ list: [found], total: 1, page: 1, pageSize: 20, hasMore: false });
        }),
      ],
    },
  },
  beforeEach: () => {
    slowSearchAnswered = new Promise((resolve) => (answerSlowSearch = resolve));
    return () => answerSlowSearch();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await numbersOf(canvasElement);
    const area = list.closest('[aria-busy]');
    const digits = (card: HTMLElement) => card.textContent?.replace(/\s/g, '') ?? '';
    const before = within(list).getAllByRole('button').map(digits);
    await expect(before.some((text) => text.includes(SLOW_KEYWORD))).toBe(false);
    await userEvent.type(canvas.getByPlaceholderText('Digits in the number'), SLOW_KEYWORD);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(area).toHaveAttribute('data-stale'));
    await expect(area).toHaveAttribute('aria-busy', 'true');
    // Dimmed, the earlier rows are still there (and maybe more of them), and nothing was typed away.
    const dimmed = within(list).getAllByRole('button').map(digits);
    await expect(dimmed.slice(0, before.length)).toEqual(before);
    await expect(canvas.getByPlaceholderText('Digits in the number')).toHaveValue(SLOW_KEYWORD);
    answerSlowSearch();
    await waitFor(() => expect(area).toHaveAttribute('aria-busy', 'false'));
    await expect(area).not.toHaveAttribute('data-stale');
    await expect(await within(list).findByText(`139 ${SLOW_KEYWORD} 1234`)).toBeVisible();
    await expect(within(list).getAllByRole('button')).toHaveLength(1);
  },
};
