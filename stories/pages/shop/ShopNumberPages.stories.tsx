import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import FastNumberFormPage from '../../../src/pages/pages/goods/fastNumber/formSubmit';
import FastNumbersPage from '../../../src/pages/pages/goods/fastNumber/index';
import GeneralNumbersPage from '../../../src/pages/pages/goods/general/index';
import NumberCommentPage from '../../../src/pages/pages/goods/pretty/comment';
import NumberPackagePage from '../../../src/pages/pages/goods/pretty/package';
import VanityNumberPage from '../../../src/pages/pages/index/VanityNumber/index';
import type { PageProps } from '../../../src/router/types';
import { envelope, fixClock, forgetDrafts, PageFrame, STORY_NOW } from '../pageKit';

const meta = {
  title: 'Page tests/Shop, numbers',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  // Typed as any page: the stories below show the other number pages in the same frame.
  args: { page: VanityNumberPage as (props: PageProps) => React.ReactNode, query: {} },
  parameters: { route: '/pages/index/VanityNumber/index' },
  beforeEach: forgetDrafts,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers of a number list once it has loaded. */
async function numbersOf(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', {}, { timeout: 4000 });
  await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(3));
  return list;
}

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

/** The visitor's location answer, held until the play function lets it through. */
let answerLocation = () => {};
let locationAnswered = Promise.resolve();

/** While the visitor's province is on its way the list is loading, never "no numbers". */
export const VanityNumbersWhileLocating: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/shop/base/ipLocation', async () => {
          await locationAnswered;
          return envelope({ provinceCode: '440000', province: '广东省' });
        }),
      ],
    },
  },
  beforeEach: () => {
    locationAnswered = new Promise((resolve) => {
      answerLocation = resolve;
    });
    return () => answerLocation();
  },
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
    await expect(canvas.getByLabelText('loading')).toBeVisible();
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

/** The operator of each number list request this story's page made, in order. */
const operatorSearches: string[] = [];

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

export const OrdinaryNumbers: Story = {
  args: { page: GeneralNumbersPage },
  parameters: { route: '/pages/goods/general/index' },
  play: async ({ canvasElement }) => {
    const list = await numbersOf(canvasElement);
    await expect(within(list).getAllByText('No number fee').length).toBeGreaterThan(3);
  },
};

export const OrdinaryNumbersChinese: Story = {
  args: { page: GeneralNumbersPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/general/index' },
  play: async ({ canvasElement }) => {
    const list = await numbersOf(canvasElement);
    await expect(within(list).getAllByText('免选号费').length).toBeGreaterThan(3);
  },
};

export const FastNumbers: Story = {
  args: { page: FastNumbersPage },
  parameters: { route: '/pages/goods/fastNumber/index' },
  play: async ({ canvasElement }) => {
    const list = await numbersOf(canvasElement);
    const cards = within(list).getAllByRole('button');
    await expect(within(cards[0]).getByText('Ships fast')).toBeVisible();
  },
};

export const FastNumbersChinese: Story = {
  args: { page: FastNumbersPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/fastNumber/index' },
  play: async ({ canvasElement }) => {
    const list = await numbersOf(canvasElement);
    await expect(within(list).getAllByText('极速发货').length).toBeGreaterThan(1);
  },
};

export const FastNumberOrderForm: Story = {
  args: { page: FastNumberFormPage, query: { numberId: '10' } },
  parameters: { route: '/pages/goods/fastNumber/formSubmit?numberId=10' },
  // The number is held on arrival for 15 minutes: a fixed clock keeps the countdown still.
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Held for you for')).toBeVisible();
    await expect(canvas.getByText('Your number: 17668389233')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place the order' })).toBeVisible();
  },
};

export const FastNumberOrderFormChinese: Story = {
  ...FastNumberOrderForm,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('为您保留')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '释放号码' })).toBeVisible();
  },
};

export const FastNumberUnknown: Story = {
  args: { page: FastNumberFormPage, query: { numberId: '99999' } },
  parameters: { route: '/pages/goods/fastNumber/formSubmit?numberId=99999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NumberPackage: Story = {
  args: { page: NumberPackagePage, query: { numberId: '3' } },
  parameters: { route: '/pages/goods/pretty/package?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '精品靓号套餐 59元' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reserve this number' })).toBeVisible();
  },
};

export const NumberPackageChinese: Story = {
  args: { page: NumberPackagePage, query: { numberId: '3' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/pretty/package?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '精品靓号套餐 59元' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '预占此号码' })).toBeVisible();
  },
};

export const NumberRemarkNotHeld: Story = {
  args: { page: NumberCommentPage, query: { numberId: '3' } },
  parameters: { route: '/pages/goods/pretty/comment?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'This number is not held for you. Reserve it to keep it while you order.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The way out of the dead end: reserve the number first.
    await expect(canvas.getByRole('button', { name: 'Reserve this number' })).toBeEnabled();
  },
};

/** Number 3, held by this visitor until a quarter of an hour after the story clock. */
const heldNumber = http.get('*/api/shop/numberDetails', () =>
  envelope({
    id: 3,
    mobile: '19292614888',
    operatorType: 3,
    operatorName: '中国广电',
    provinceCode: '330000',
    province: '浙江省',
    cityCode: '330200',
    city: '宁波市',
    pattern: '888',
    pretty: true,
    price: 2227,
    minConsume: 29,
    prestore: 50,
    goodsId: 202,
    reserved: false,
    reservedUntil: new Date(STORY_NOW + 15 * 60_000).toISOString(),
    fast: false,
  }),
);

export const NumberRemark: Story = {
  args: { page: NumberCommentPage, query: { numberId: '3' } },
  parameters: {
    route: '/pages/goods/pretty/comment?numberId=3',
    msw: { handlers: [heldNumber] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByLabelText('Remark for the operator');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Write a remark first.')).toBeVisible();
    await userEvent.type(box, 'Deliver after 6 pm');
    await expect(box).toHaveValue('Deliver after 6 pm');
  },
};

export const NumberRemarkChinese: Story = {
  args: { page: NumberCommentPage, query: { numberId: '3' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/goods/pretty/comment?numberId=3',
    msw: { handlers: [heldNumber] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('给运营商的备注')).toBeEnabled();
    await expect(canvas.getByText('关于这个号码，运营商需要知道的信息。')).toBeVisible();
  },
};
