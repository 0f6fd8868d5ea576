import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegionCascader, type RegionNode } from '../../src/components/ui/RegionCascader';

const tree: RegionNode[] = [
  {
    value: '440000',
    label: '广东省',
    children: [
      {
        value: '440300',
        label: '深圳市',
        children: [
          { value: '440304', label: '福田区' },
          { value: '440305', label: '南山区' },
        ],
      },
      { value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }] },
    ],
  },
  {
    value: '110000',
    label: '北京市',
    children: [
      { value: '110100', label: '北京市', children: [{ value: '110105', label: '朝阳区' }] },
    ],
  },
  { value: '810000', label: '香港特别行政区', children: [] },
];

/** Provinces only: cities and counties come from the lazy loader, like /provinces/{code}.json. */
const provincesOnly: RegionNode[] = tree.map(({ value, label }) => ({ value, label }));

function findNode(nodes: RegionNode[], value: string): RegionNode | undefined {
  for (const node of nodes) {
    if (node.value === value) return node;
    const inner = node.children && findNode(node.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/** A region's children as /provinces/{code}.json answers them: their own children not loaded. */
function childrenOf(node: RegionNode): RegionNode[] {
  return (findNode(tree, node.value)?.children ?? []).map(({ value, label, children }) => ({
    value,
    label,
    children: children ? undefined : [],
  }));
}

async function loadFromTree(node: RegionNode): Promise<RegionNode[]> {
  return childrenOf(node);
}

const lazyLoader = fn(loadFromTree);

const failingOnce = fn<(node: RegionNode, level: number) => Promise<RegionNode[]>>();

const meta = {
  title: 'UI kit/RegionCascader',
  component: RegionCascader,
  args: { regions: tree, onChange: fn() },
} satisfies Meta<typeof RegionCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Province' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '广东省' }));
    await expect(canvas.getByRole('button', { name: '广东省' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(
      within(canvas.getByRole('list', { name: 'City' })).getByRole('button', { name: '深圳市' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '南山区' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      ['440000', '440300', '440305'],
      ['广东省', '深圳市', '南山区'],
    );
  },
};

export const Preselected: Story = {
  args: { ...Default.args, value: ['440000', '440100', '440106'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '广州市' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '天河区' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Changing the province clears the city and county columns.
    await userEvent.click(canvas.getByRole('button', { name: '北京市' }));
    await expect(canvas.queryByRole('list', { name: 'County' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LazyLoadedChildren: Story = {
  args: { ...Default.args, regions: provincesOnly, loadChildren: lazyLoader },
  beforeEach: () => {
    lazyLoader.mockClear();
    lazyLoader.mockImplementation(loadFromTree);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each answer is held until the column has been seen loading.
    const held: (() => void)[] = [];
    const answer = async () => {
      await expect(held).toHaveLength(1);
      held.shift()?.();
    };
    lazyLoader.mockImplementation(
      (node) => new Promise((resolve) => held.push(() => resolve(childrenOf(node)))),
    );
    try {
      await userEvent.click(canvas.getByRole('button', { name: '广东省' }));
      await expect(lazyLoader).toHaveBeenCalledWith(
        expect.objectContaining({ value: '440000' }),
        1,
      );
      await expect(await canvas.findByRole('status')).toBeInTheDocument();
      await answer();
      await userEvent.click(await canvas.findByRole('button', { name: '深圳市' }));
      await expect(await canvas.findByRole('status')).toBeInTheDocument();
      await answer();
      await userEvent.click(await canvas.findByRole('button', { name: '福田区' }));
      await expect(args.onChange).toHaveBeenCalledWith(
        ['440000', '440300', '440304'],
        ['广东省', '深圳市', '福田区'],
      );
    } finally {
      // Regions tapped afterwards (in Storybook) answer at once.
      lazyLoader.mockImplementation(loadFromTree);
    }
  },
};

export const LoadFailedRetry: Story = {
  args: {
    ...Default.args,
    regions: provincesOnly,
    loadChildren: failingOnce,
  },
  beforeEach: () => {
    failingOnce.mockReset();
    failingOnce
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ value: '110100', label: '北京市', children: [] }]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '北京市' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Load failed, tap to retry' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'City' })).getByRole('button', { name: '北京市' }),
      ).toBeVisible(),
    );
  },
};

export const RegionWithoutChildren: Story = {
  args: { ...Default.args },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '香港特别行政区' }));
    await expect(args.onChange).toHaveBeenCalledWith(['810000'], ['香港特别行政区']);
  },
};

export const Chinese: Story = {
  args: { ...Default.args, value: ['440000', '440300'] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '省份' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '区县' })).toBeVisible();
  },
};
