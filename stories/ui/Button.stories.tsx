import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button, MainAction } from '../../src/components/ui/Button';
import { Icon } from '../../src/components/ui/Icon';

const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const meta = {
  title: 'UI kit/Button',
  component: Button,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { children: 'Buy now', variant: 'primary', onClick: fn() },
  argTypes: {
    // A native attribute the widget gives a default of its own, so it needs saying here.
    type: {
      description:
        "The native button type. 'button' by default, so a button inside a form only submits it when set to 'submit'.",
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy now' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  args: { ...Primary.args },
  render: (args) => (
    <>
      <Button {...args} variant="primary">
        Recharge
      </Button>
      <Button {...args} variant="default">
        Cancel
      </Button>
      <Button {...args} variant="plain">
        View details
      </Button>
      <Button {...args} variant="danger">
        Unbind
      </Button>
      <Button {...args} variant="warning">
        Renew
      </Button>
      <Button {...args} variant="primary" size="small" round icon={<Icon name="refresh" />}>
        Refresh
      </Button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Unbind' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A page's main action (MainAction): large, round and as wide as the page. */
export const LargeBlock: Story = {
  args: { ...Primary.args, size: 'large', block: true, round: true, children: 'Pay ¥30.00' },
  render: ({ variant: _variant, size: _size, block: _block, round: _round, ...args }) => (
    <MainAction {...args} />
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay ¥30.00' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

export const LoadingBlocksRepeatTaps: Story = {
  args: { ...LargeBlock.args, loading: true, loadingText: 'Paying…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Paying…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { ...Primary.args, disabled: true, children: 'Sold out' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sold out' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { ...LargeBlock.args, children: '立即支付 ¥30.00' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '立即支付 ¥30.00' }),
    ).toBeVisible();
  },
};
