import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Warranty } from '../../../src/components/iot/home/Warranty';
import { STORY_NOW, vipSim } from './fixtures';

// The warranty of the demo's card 5, which runs out 20 days after the story clock.

const meta = {
  title: 'Card/Widgets/Home/Warranty',
  component: Warranty,
  args: {
    warrantyExpireDate: vipSim.warrantyExpireDate,
    warrantyExpireTag: vipSim.warrantyExpireTag,
    warrantyContent: vipSim.warrantyContent,
    now: STORY_NOW,
  },
} satisfies Meta<typeof Warranty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Warranty until 2026-12-12')).toBeVisible();
    await expect(canvas.getByText(vipSim.warrantyExpireTag!)).toBeVisible();
    await expect(canvas.getByText(/非人为损坏免费换新/)).toBeVisible();
  },
};

export const Expired: Story = {
  // No seed card's warranty has ended: card 5's, dated before the story clock, without its
  // "running out" tag.
  args: { warrantyExpireDate: '2026-10-01', warrantyExpireTag: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Warranty expired (2026-10-01)')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { warrantyExpireDate: '', warrantyExpireTag: '', warrantyContent: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No warranty information')).toBeVisible();
  },
};

export const UnsafeContentIsPlainText: Story = {
  args: {
    warrantyContent:
      '<p>Terms apply.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script><b>Keep the box.</b>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Terms apply\.\s+Keep the box\./)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const LongText: Story = {
  args: {
    warrantyExpireTag: 'Extended warranty for enterprise customers',
    warrantyContent: `<p>${'The card is replaced free of charge if it fails under normal use. '.repeat(6)}</p>`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/replaced free of charge/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '质保' })).toBeVisible();
    await expect(canvas.getByText('质保至 2026-12-12')).toBeVisible();
  },
};
