import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Warranty } from '../../src/components/iot-home/Warranty';
import { STORY_NOW } from './fixtures';

const meta = {
  title: 'IoT home/Warranty',
  component: Warranty,
  args: {
    warrantyExpireDate: '2027-06-30',
    warrantyExpireTag: '1 year',
    warrantyContent: '<p>Free replacement of a faulty card within the warranty period.</p>',
    now: STORY_NOW,
  },
} satisfies Meta<typeof Warranty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Warranty until 2027-06-30')).toBeVisible();
    await expect(canvas.getByText('1 year')).toBeVisible();
    await expect(canvas.getByText(/Free replacement/)).toBeVisible();
  },
};

export const Expired: Story = {
  args: { warrantyExpireDate: '2026-10-01' },
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
  args: { warrantyExpireTag: '一年', warrantyContent: '<p>质保期内卡片故障免费更换。</p>' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '质保' })).toBeVisible();
    await expect(canvas.getByText('质保至 2027-06-30')).toBeVisible();
  },
};
