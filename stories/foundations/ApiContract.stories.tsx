import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiContract } from './apiContract';

const meta = {
  title: 'Foundations/API contract',
  component: ApiContract,
  // The page is ApiContract.mdx; it is long and generated, so no baseline of its own.
  tags: ['!autodocs'],
  // A page for the desktop, drawn at the width of its frame (at the phone's type size).
  parameters: { layout: 'padded', visual: false, phone: false },
} satisfies Meta<typeof ApiContract>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOperations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const config = canvas.getByRole('article', { name: 'GET /api/hk/baseConfig' });
    await expect(within(config).getByText('Named by the requirements, section 7.')).toBeVisible();
    await expect(within(config).getByText('showPaymentType')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Find an operation'), 'genericConfig');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: 'GET /api/hk/genericConfig' })).toBeVisible();
  },
};
