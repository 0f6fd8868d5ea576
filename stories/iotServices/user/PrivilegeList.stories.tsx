import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivilegeList } from '../../../src/components/iotServices/user/PrivilegeList';

const PRIVILEGES = {
  gi: '',
  items: [
    { title: 'Dedicated service', icon: 'service', desc: 'One-to-one help, day and night' },
    { title: '10% off packages', icon: 'discount', desc: 'Every package you order' },
    { title: 'Free speed-up', icon: 'speed', desc: 'One speed-up pack a month' },
  ],
};

const meta = {
  title: 'Card services/Widgets/User centre/PrivilegeList',
  component: PrivilegeList,
  args: { privileges: PRIVILEGES },
  decorators: [(Story) => <div style={{ padding: 12, maxWidth: 375 }}>{Story()}</div>],
} satisfies Meta<typeof PrivilegeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Privileges' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Dedicated service');
    await expect(items[0]).toHaveTextContent('One-to-one help, day and night');
  },
};

/** A membership without privileges shows an empty list, no placeholder text. */
export const NoPrivileges: Story = {
  args: { privileges: { gi: '', items: [] } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Privileges' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Chinese: Story = {
  args: {
    privileges: {
      gi: '',
      items: [{ title: '专属客服', icon: 'service', desc: '7x24 小时一对一服务' }],
    },
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '会员权益' });
    await expect(list).toHaveTextContent('专属客服');
  },
};
