import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorCatalogue } from './errorCatalogue';

const meta = {
  title: 'Foundations/Error catalogue',
  component: ErrorCatalogue,
  // The page is ErrorCatalogue.mdx; the table is tall and made of other widgets' words, so no
  // baseline of its own.
  tags: ['!autodocs'],
  // A page for the desktop, drawn at the width of its frame (at the phone's type size).
  parameters: { layout: 'padded', visual: false, phone: false },
} satisfies Meta<typeof ErrorCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, code: string) =>
  within(canvasElement.querySelector<HTMLElement>(`tr[data-code="${code}"]`)!);

export const English: Story = {
  play: async ({ canvasElement }) => {
    const soldOut = row(canvasElement, '30001');
    await expect(soldOut.getByRole('group', { name: 'Item sold out' })).toBeVisible();
    await expect(soldOut.getByText('Contact service')).toBeVisible();
    await expect(
      soldOut.getByText(/reLaunch \/pages\/index\/index\?indexFirstGroup=2/),
    ).toBeVisible();
    const timeout = row(canvasElement, '61');
    await expect(timeout.getByText('Login timed out, please log in again')).toBeVisible();
    await expect(timeout.getByText(/redirect=%2Fpages%2Fgoods%2Findex/)).toBeVisible();
    await expect(
      row(canvasElement, 'HTTP 500').getByText(/Network error, change network/),
    ).toBeVisible();
    await expect(
      row(canvasElement, '41001').getByText('nothing: the caller decides'),
    ).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const reserved = row(canvasElement, '32001');
    await expect(reserved.getByRole('group', { name: '号码已被预占' })).toBeVisible();
    await expect(
      row(canvasElement, '34061').getByText(/reLaunch \/pages\/iot\/login\/index/),
    ).toBeVisible();
    await expect(row(canvasElement, '12345').getByText('其他错误')).toBeVisible();
  },
};
