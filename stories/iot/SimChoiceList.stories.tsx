import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SimChoiceList } from '../../src/components/iot/SimChoiceList';

const SIMS = [
  {
    simNo: '1064800000007',
    operatorType: 4 as const,
    operatorTypeName: 'China Mobile',
    current: true,
    signal: 4,
  },
  {
    simNo: '1064800000017',
    operatorType: 1 as const,
    operatorTypeName: 'China Telecom',
    current: false,
    signal: 3,
  },
  {
    simNo: '1064800000027',
    operatorType: 2 as const,
    operatorTypeName: 'China Unicom',
    current: false,
    signal: 0,
  },
];

const meta = {
  title: 'Card/Widgets/SimChoiceList',
  component: SimChoiceList,
  args: { sims: SIMS, actionLabel: 'Use this card', onChoose: fn() },
} satisfies Meta<typeof SimChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchNetwork: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Use this card 1064800000007' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use this card 1064800000017' }));
    await expect(args.onChoose).toHaveBeenCalledWith('1064800000017');
  },
};

export const Switching: Story = {
  args: { busySimNo: '1064800000027' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /1064800000027/ }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const RealNameChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: {
    actionLabel: '去认证',
    actOnCurrent: true,
    sims: SIMS.map((sim) => ({ ...sim, signal: undefined })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /去认证/ })).toHaveLength(3);
  },
};
