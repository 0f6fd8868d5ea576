import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfficialAuthPanel } from '../../src/components/iot/OfficialAuthPanel';

const meta = {
  title: 'Card/Widgets/OfficialAuthPanel',
  component: OfficialAuthPanel,
  args: {
    simNo: '1064800000004',
    tips: '',
    done: false,
    checking: false,
    onOpen: fn(),
    onFinished: fn(),
  },
} satisfies Meta<typeof OfficialAuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the operator page' }));
    await expect(args.onOpen).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'I have finished' }));
    await expect(args.onFinished).toHaveBeenCalled();
  },
};

export const UnicomSteps: Story = {
  args: { showSteps: true, tips: '请使用机主本人身份证完成实名' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Take photos of the ID card and your face'),
    ).toBeVisible();
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verification confirmed')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CheckingChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { checking: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /我已完成/ }));
    await expect(args.onFinished).not.toHaveBeenCalled();
  },
};
