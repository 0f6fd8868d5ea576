import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BelowFold } from '../../src/components/ui/BelowFold';

const meta = {
  title: 'UI kit/BelowFold',
  component: BelowFold,
  args: {
    children: <p style={{ padding: 16 }}>Footer: customer service 400-000-0000</p>,
  },
  render: (args) => (
    <>
      <p style={{ padding: 16 }}>First screen: drawn at once</p>
      <BelowFold {...args} />
    </>
  ),
} satisfies Meta<typeof BelowFold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part waits for the first paint, then appears where it was held. */
export const AfterFirstPaint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('First screen: drawn at once')).toBeVisible();
    await expect(await canvas.findByText(/Footer: customer service/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-below-fold]')).toBeNull());
  },
};

/** A held part keeps the room it was given, so nothing below it moves when it arrives. */
export const KeepsItsRoom: Story = {
  args: { minHeight: '120px' },
  render: (args) => (
    <>
      <BelowFold {...args} />
      <p style={{ padding: 16 }}>Below the held part</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const held = canvasElement.querySelector<HTMLElement>('[data-below-fold]');
    if (held) await expect(held.getBoundingClientRect().height).toBe(120);
    await expect(await within(canvasElement).findByText(/Footer: customer service/)).toBeVisible();
  },
};

/** `immediate` draws the part in the first render. */
export const Immediate: Story = {
  args: { immediate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Footer: customer service/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-below-fold]')).toBeNull();
  },
};
