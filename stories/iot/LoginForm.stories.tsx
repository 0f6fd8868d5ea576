import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../../src/components/iot/LoginForm';

const meta = {
  title: 'Card/Widgets/LoginForm',
  component: LoginForm,
  args: {
    simNo: '',
    password: '',
    showPassword: false,
    agreed: false,
    needAgree: true,
    recentSims: ['1064800000005', '1064800000001', 'MF8600000007'],
    errors: {},
    submitting: false,
    onSimNoChange: fn(),
    onPasswordChange: fn(),
    onShowPassword: fn(),
    onAgreeChange: fn(),
    onPickRecent: fn(),
    onProtocol: fn(),
    onSubmit: fn(),
    onCodeLogin: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getAllByRole('button', { name: /^Use / });
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      '1064800000005',
      '1064800000001',
      'MF8600000007',
    ]);
    await userEvent.click(chips[1]);
    await expect(args.onPickRecent).toHaveBeenCalledWith('1064800000001');
    await userEvent.type(canvas.getByLabelText(/Card or device number/), '1');
    await expect(args.onSimNoChange).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onAgreeChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'service agreement' }));
    await expect(args.onProtocol).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Errors: Story = {
  args: {
    simNo: '1064800009999',
    errors: {
      simNo: 'No card has this number. Check it and try again.',
      protocol: 'Please read and accept the service agreement first',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No card has this number. Check it and try again.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Please read and accept the service agreement first'),
    ).toBeVisible();
  },
};

export const WithPassword: Story = {
  args: {
    simNo: '1064800000008',
    showPassword: true,
    agreed: true,
    errors: { password: 'This card needs its card password' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card password'), '8');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('8');
    await expect(canvas.queryByRole('button', { name: 'My card has a password' })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { simNo: '1064800000001', agreed: true, submitting: true, recentSims: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Log in$/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Recent cards')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { simNo: '89860400000000070001', agreed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '卡片自助服务' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

/** The generic configuration's login avatar above the heading. */
export const WithAvatar: Story = {
  args: { avatar: '/api/__demo/img/static/login-avatar.png', recentSims: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvasElement.querySelector('form img');
    await expect(avatar?.getAttribute('src')).toBe('/api/__demo/img/static/login-avatar.png');
    // Decorative: the heading names the page, the picture adds no words.
    await expect(avatar?.getAttribute('alt')).toBe('');
    // The nav bar's title is the page's one h1: the form's heading is under it.
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Card self-service' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/**
 * The configuration that names the avatar is still on its way: its place is kept, empty and
 * silent, so the field, the agreement and the button do not move down when the picture comes.
 */
export const AvatarOnItsWay: Story = {
  args: { avatar: null, recentSims: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('form img')).toBeNull();
    const slot = canvas.getByTestId('avatar-slot');
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    // The same box as the picture's (4.5rem square, the same margin under it).
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const box = slot.getBoundingClientRect();
    await expect(box.height).toBeCloseTo(4.5 * rem, 0);
    await expect(box.width).toBeCloseTo(4.5 * rem, 0);
    await expect(canvas.getByRole('heading', { name: 'Card self-service' })).toBeVisible();
  },
};

/** A refused login: one message, in the user's language, under the number it is about. */
export const RefusedNumber: Story = {
  globals: { locale: 'zh-Hans' },
  args: {
    simNo: '1064800009999',
    agreed: true,
    recentSims: [],
    errors: { simNo: '没有找到该号码对应的卡片，请核对后重试' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/卡号或设备号/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('没有找到该号码对应的卡片，请核对后重试');
    await expect(canvas.getAllByText('没有找到该号码对应的卡片，请核对后重试')).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '没有找到该号码对应的卡片，请核对后重试',
    );
  },
};

/** Opened while a layout is previewed: logging in leaves the preview, and the form says so. */
export const InPreview: Story = {
  args: { notice: 'Logging in with a card leaves the layout preview.', recentSims: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Logging in with a card leaves the layout preview.',
    );
  },
};
