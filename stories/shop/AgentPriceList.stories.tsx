import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentPriceList } from '../../src/components/shop/AgentPriceList';
import { agents } from './fixtures';

const meta = {
  title: 'Shop/Widgets/AgentPriceList',
  component: AgentPriceList,
  args: { agents, savingId: 0, onSave: fn() },
} satisfies Meta<typeof AgentPriceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const east = within(canvas.getByRole('region', { name: 'East China agent' }));
    await userEvent.type(east.getByLabelText('Markup ¥'), '12.5');
    await userEvent.click(east.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(agents[1], 12.5);
  },
};

export const InvalidMarkup: Story = {
  play: async ({ canvasElement, args }) => {
    const south = within(within(canvasElement).getByRole('region', { name: 'South China agent' }));
    await userEvent.clear(south.getByLabelText('Markup ¥'));
    await userEvent.type(south.getByLabelText('Markup ¥'), '2000');
    await userEvent.click(south.getByRole('button', { name: 'Save' }));
    await expect(south.getByRole('alert')).toHaveTextContent('Enter an amount from 0 to 1000');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ClearsCustomPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const south = within(within(canvasElement).getByRole('region', { name: 'South China agent' }));
    await userEvent.clear(south.getByLabelText('Markup ¥'));
    await userEvent.click(south.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(agents[0], '');
  },
};

export const Saving: Story = {
  args: { savingId: 11 },
  play: async ({ canvasElement }) => {
    const south = within(within(canvasElement).getByRole('region', { name: 'South China agent' }));
    await expect(south.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Chinese: Story = {
  args: { agents: [{ ...agents[0], name: '华南一级代理' }] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('直属')).toBeVisible();
  },
};
