import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { ContrastWarnings } from '../../src/components/ui/ContrastWarnings';
import { layoutContrastWarnings } from '../../src/lib/contrast';

/** A gradual header with white text from green to pale orange: both ends fail 4.5:1. */
const paleGradient = layoutContrastWarnings({
  index: {
    header: {
      key: 'gradual',
      data: { background: '#018d71', backgroundEnd: '#ffc069', color: '#ffffff' },
    },
  },
});

/** The type size and surface of the operator playground's contrast box. */
const Frame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const meta = {
  title: 'UI kit/ContrastWarnings',
  component: ContrastWarnings,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { warnings: paleGradient, label: 'Text contrast' },
} satisfies Meta<typeof ContrastWarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both ends of a gradient under 4.5:1: one line each, with the fields to change. */
export const TwoWarnings: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Text contrast' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toBeVisible();
    await expect(items[0]).toHaveTextContent(
      'Header text #ffffff on #018d71: 4.1:1, under 4.5:1. Change index.header.data.color or index.header.data.background.',
    );
    await expect(items[1]).toHaveTextContent(
      /#ffc069: 1\.\d:1.*Change index\.header\.data\.color or index\.header\.data\.backgroundEnd\./,
    );
  },
};

/** No text colour configured on a pale background: the background is named first. */
export const DefaultTextColour: Story = {
  args: {
    warnings: layoutContrastWarnings({
      index: { header: { key: 'default', data: { background: '#777777' } } },
    }),
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toBeVisible();
    await expect(item).toHaveTextContent(
      'Change index.header.data.background or index.header.data.color.',
    );
  },
};

/** Every colour passes: nothing is drawn. */
export const NoWarnings: Story = {
  args: { warnings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { label: '文字对比度' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '文字对比度' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '头部文字 #ffffff 在 #018d71 上的对比度为 4.1:1，低于 4.5:1。请修改 index.header.data.color 或 index.header.data.background。',
    );
  },
};

export const TraditionalChinese: Story = {
  args: { label: '文字對比度' },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '文字對比度' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '頭部文字 #ffffff 在 #018d71 上的對比度為 4.1:1，低於 4.5:1。請修改 index.header.data.color 或 index.header.data.background。',
    );
  },
};
