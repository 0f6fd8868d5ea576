import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { InfiniteList, type InfiniteListProps } from '../../src/components/ui/InfiniteList';
import { Empty } from '../../src/components/ui/Empty';
import { storyClock } from '../storyClock';

interface BalanceLog {
  id: number;
  title: string;
  amount: string;
}

const makeRows = (count: number, from = 0): BalanceLog[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    title: `Recharge #${from + i + 1}`,
    amount: `+¥${((from + i + 1) % 50) + 10}.00`,
  }));

const RowView = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const renderItem = (row: BalanceLog) => (
  <RowView>
    <span>{row.title}</span>
    <span>{row.amount}</span>
  </RowView>
);

type Props = InfiniteListProps<BalanceLog>;

/** Loads 20 rows per page, up to `pages` pages, like the balance log page does. */
function PagedList(args: Props & { pages?: number }) {
  const { pages = 3, ...rest } = args;
  const [items, setItems] = useState(args.items);
  const [loading, setLoading] = useState(false);
  const finished = items.length >= pages * 20;
  return (
    <InfiniteList
      {...rest}
      items={items}
      loading={loading}
      finished={finished}
      onLoad={() => {
        args.onLoad();
        setLoading(true);
        setTimeout(() => {
          setItems((current) => [...current, ...makeRows(20, current.length)]);
          setLoading(false);
        }, 100);
      }}
    />
  );
}

const meta = {
  title: 'UI kit/InfiniteList',
  component: InfiniteList<BalanceLog>,
  args: {
    items: makeRows(20),
    renderItem,
    itemKey: (row: BalanceLog) => row.id,
    itemHeight: 50,
    height: '667px',
    onLoad: fn(),
    loading: false,
    finished: false,
    label: 'Balance log',
  },
} satisfies Meta<typeof InfiniteList<BalanceLog>>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (root: HTMLElement) => within(root).getByRole('list').parentElement as HTMLElement;

/** The list measures its scroll position once a frame: resolves after the next frame's measure. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export const LoadsMoreNearTheEnd: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const el = scroller(canvasElement);
    await expect(args.onLoad).not.toHaveBeenCalled();
    // 60 px from the end: not yet.
    el.scrollTop = el.scrollHeight - el.clientHeight - 60;
    el.dispatchEvent(new Event('scroll'));
    await nextFrame();
    await expect(args.onLoad).not.toHaveBeenCalled();
    // 40 px from the end: within the 50 px threshold.
    el.scrollTop = el.scrollHeight - el.clientHeight - 40;
    el.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(canvasElement).getByText('Recharge #21')).toBeInTheDocument(),
    );
  },
};

export const TenThousandRowsVirtualised: Story = {
  args: { ...LoadsMoreNearTheEnd.args, items: makeRows(10_000), finished: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    const el = scroller(canvasElement);
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('Recharge #10000')).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
    await expect(canvas.queryByText('Recharge #1')).toBeNull();
    await expect(canvas.getByText('No more')).toBeVisible();
    el.scrollTop = 250_000;
    el.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('Recharge #5001')).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(60);
  },
};

/** A long list of rows of one shape reuses the rows scrolled out for the rows scrolled in. */
export const RowsReusedWhileScrolling: Story = {
  args: { ...LoadsMoreNearTheEnd.args, items: makeRows(10_000), finished: true, recycle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const el = scroller(canvasElement);
    // 14 rows in view and 4 beyond the bottom edge, once the first ones are painted.
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(18));
    const firstRow = canvas.getByText('Recharge #1').closest('[role="listitem"]');

    // Ten rows down: the first row has left the window, and its element shows a row entering it.
    el.scrollTop = 500;
    el.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.queryByText('Recharge #1')).toBeNull());
    await expect(firstRow).toBeInTheDocument();
    await expect(firstRow).toHaveTextContent('Recharge #24');
    await expect(firstRow).toHaveAttribute('aria-posinset', '24');

    // The rows stay in the list's order for assistive technology, whatever element draws them.
    const positions = canvas
      .getAllByRole('listitem')
      .map((row) => Number(row.getAttribute('aria-posinset')));
    await expect(positions).toEqual(Array.from({ length: 22 }, (_, i) => i + 7));
    await expect(canvas.getByText('Recharge #11')).toBeVisible();
  },
};

export const FirstPageArrives: Story = {
  args: { ...LoadsMoreNearTheEnd.args, items: [] },
  render: (args) => <PagedList {...args} pages={1} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // What stands under the (still empty) list: the first page's indicator.
    const indicator = canvas.getByRole('list').nextElementSibling as HTMLElement;
    const top = indicator.getBoundingClientRect().top;
    await expect(await canvas.findByText('Recharge #1')).toBeVisible();
    await expect(canvas.getByText('No more')).toBeInTheDocument();
    // The rows take the place of the first page's indicator, which leaves: it is not pushed down
    // (a layout shift under the finger), whatever stands at the end of the list now.
    await expect(indicator.isConnected ? indicator.getBoundingClientRect().top : top).toBe(top);
  },
};

export const Loading: Story = {
  args: { ...LoadsMoreNearTheEnd.args, items: makeRows(3), loading: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

export const ErrorRetry: Story = {
  args: { ...LoadsMoreNearTheEnd.args, items: makeRows(3), error: true },
  play: async ({ canvasElement, args }) => {
    await expect(args.onLoad).not.toHaveBeenCalled();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Load failed, tap to retry' }),
    );
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

export const EmptyList: Story = {
  args: {
    ...LoadsMoreNearTheEnd.args,
    items: [],
    finished: true,
    empty: <Empty description="No balance records" />,
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('No balance records')).toBeVisible();
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { ...LoadsMoreNearTheEnd.args, items: makeRows(3), finished: true },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有更多了')).toBeVisible();
  },
};

/** A search box over the list: a new search replaces the rows, keyed by their position. */
function SearchedList(args: Props) {
  const [search, setSearch] = useState(0);
  const items = makeRows(200, search * 1000);
  return (
    <>
      <button type="button" onClick={() => setSearch((current) => current + 1)}>
        New search
      </button>
      <InfiniteList
        {...args}
        items={items}
        itemKey={(_row, index) => index}
        scrollKey={search}
        height="600px"
      />
    </>
  );
}

export const NewSearchBackToTop: Story = {
  render: (args) => <SearchedList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const el = scroller(canvasElement);
    // Between pages the loading footer waits hidden: nothing shows or is announced.
    await expect(canvas.queryByRole('status')).toBeNull();

    // The row elements stay: the first one now shows the new search's first row.
    const firstRow = canvas.getAllByRole('listitem')[0];
    await userEvent.click(canvas.getByRole('button', { name: 'New search' }));
    await waitFor(() => expect(canvas.getByText('Recharge #1001')).toBeVisible());
    await expect(canvas.getAllByRole('listitem')[0]).toBe(firstRow);

    // Further down, a new search goes back to the top.
    el.scrollTop = 3000;
    el.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getByText('Recharge #1061')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'New search' }));
    await waitFor(() => expect(canvas.getByText('Recharge #2001')).toBeVisible());
    await expect(el.scrollTop).toBe(0);
    await waitFor(() => expect(canvas.queryByText('Recharge #2061')).toBeNull());
  },
};

/** Microtasks only: what React commits for a tap, before any frame could measure the list. */
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

export const NewSearchDrawnAtOnce: Story = {
  render: (args) => <SearchedList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const el = scroller(canvasElement);
    el.scrollTop = 3000;
    await waitFor(() => expect(canvas.getByText('Recharge #61')).toBeInTheDocument());

    // The new search's first rows are in the commit that shows it, at the top: not the rows of
    // the old position first, nor an empty list until the next frame has measured.
    canvas.getByRole('button', { name: 'New search' }).click();
    await microtasks();
    const rows = canvas.getAllByRole('listitem');
    const at = (position: number) =>
      rows.find((row) => row.getAttribute('aria-posinset') === String(position));
    await expect(el.scrollTop).toBe(0);
    // Only the 12 rows in view are drawn: the 4 beyond the bottom edge follow once those are
    // painted. The old search's rows that were not reused stay as they were, below the view.
    for (let position = 1; position <= 12; position += 1)
      await expect(at(position)).toHaveTextContent(`Recharge #${1000 + position}`);
    await expect(at(13)).toBeUndefined();
    for (const row of rows.filter((row) => Number(row.getAttribute('aria-posinset')) > 12))
      await expect(row.offsetTop).toBeGreaterThanOrEqual(el.clientHeight);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(16));
    const spread = canvas.getAllByRole('listitem');
    for (const [index, row] of spread.entries())
      await expect(row).toHaveTextContent(`Recharge #${1001 + index}`);
  },
};

/** Scrolls to the list's end and resolves once a frame has measured it there. */
const toTheEnd = async (el: HTMLElement) => {
  el.scrollTop = el.scrollHeight - el.clientHeight;
  el.dispatchEvent(new Event('scroll'));
  await nextFrame();
  await nextFrame();
};

export const NewSearchAsksForItsNextPage: Story = {
  render: (args) => <SearchedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const el = scroller(canvasElement);
    // The old search's next page is asked for once (it never comes: the page may be answering a
    // new search meanwhile).
    await toTheEnd(el);
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    await toTheEnd(el);
    await expect(args.onLoad).toHaveBeenCalledTimes(1);

    // A new search as long as the old one: its own end asks for its own next page.
    await userEvent.click(canvas.getByRole('button', { name: 'New search' }));
    await waitFor(() => expect(canvas.getByText('Recharge #1001')).toBeVisible());
    await expect(el.scrollTop).toBe(0);
    await toTheEnd(el);
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(2));
  },
};

/** A page that shows it is loading only some time after it was asked for the next page. */
function SlowToShowLoading(args: Props) {
  const [loading, setLoading] = useState(false);
  return (
    <InfiniteList
      {...args}
      loading={loading}
      onLoad={() => {
        args.onLoad();
        setTimeout(() => setLoading(true), 300);
      }}
    />
  );
}

/** The page's 300 ms before it shows the next page loading, moved by the play function. */
const clock = storyClock();

export const AsksOncePerPage: Story = {
  render: (args) => <SlowToShowLoading {...args} />,
  play: clock.during(async ({ canvasElement, args }) => {
    const el = scroller(canvasElement);
    // Near the end, and measured again in several frames before the page shows it is loading.
    for (let i = 0; i < 5; i += 1) {
      el.scrollTop = el.scrollHeight - el.clientHeight - 10 - i;
      el.dispatchEvent(new Event('scroll'));
      await nextFrame();
    }
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await clock.advance(300);
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  }),
};
