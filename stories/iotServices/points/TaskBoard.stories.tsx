import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskBoard } from '../../../src/components/iotServices/points/TaskBoard';
import { TASKS } from './fixtures';

const meta = {
  title: 'Card services/Widgets/Points shop/TaskBoard',
  component: TaskBoard,
  args: { center: TASKS, onSignIn: fn(), onGo: fn(), onRules: fn() },
} satisfies Meta<typeof TaskBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 3 tasks done')).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Points and sign-in' })).getByRole('button', {
        name: 'Sign in',
      }),
    );
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go 绑定手机号' }));
    await expect(args.onGo).toHaveBeenCalledWith(TASKS.tasks[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Task rules' }));
    await expect(args.onRules).toHaveBeenCalledTimes(1);
  },
};

export const SignedIn: Story = {
  args: {
    center: {
      ...TASKS,
      signedToday: true,
      signDays: 3,
      tasks: TASKS.tasks.map((task) => (task.kind === 'signIn' ? { ...task, done: true } : task)),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    await expect(canvas.getByText('Signed in 3 days in a row')).toBeVisible();
  },
};

export const Landscape: Story = {
  args: { layout: 'landscape' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const NoTasks: Story = {
  args: { center: { ...TASKS, tasks: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 0 tasks done')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已连续签到 2 天')).toBeVisible();
  },
};
