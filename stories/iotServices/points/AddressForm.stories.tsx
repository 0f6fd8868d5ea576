import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm } from '../../../src/components/iotServices/points/AddressForm';
import { ADDRESS } from './fixtures';

const REGIONS = [
  {
    value: '310000',
    label: '上海市',
    children: [
      {
        value: '310100',
        label: '上海市',
        children: [
          { value: '310104', label: '徐汇区', children: [] },
          { value: '310115', label: '浦东新区', children: [] },
        ],
      },
    ],
  },
  {
    value: '440000',
    label: '广东省',
    children: [
      {
        value: '440300',
        label: '深圳市',
        children: [{ value: '440305', label: '南山区', children: [] }],
      },
    ],
  },
];

const meta = {
  title: 'Card services/Widgets/Points shop/AddressForm',
  component: AddressForm,
  args: { regions: REGIONS, onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Receiver' }), '李四');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter an 11-digit mobile number starting with 1')).toBeVisible();
    await expect(canvas.getByText('Please choose the province, city and district')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Receiver' })).toHaveValue('李四');

    await userEvent.clear(canvas.getByRole('textbox', { name: 'Mobile' }));
    // As a phone fills it in: with the country code and spaces; sent as its 11 digits.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), '+86 139 1234 5678');
    await expect(canvas.getByRole('textbox', { name: 'Mobile' })).toHaveValue('13912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Region' }));
    await userEvent.click(
      within(await body.findByRole('list', { name: 'Province' })).getByRole('button', {
        name: '上海市',
      }),
    );
    await userEvent.click(
      within(body.getByRole('list', { name: 'City' })).getByRole('button', { name: '上海市' }),
    );
    await userEvent.click(
      within(body.getByRole('list', { name: 'County' })).getByRole('button', { name: '浦东新区' }),
    );
    await userEvent.type(canvas.getByLabelText('Street address'), '浦东大道 100 号');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: '李四', mobile: '13912345678', countyCode: '310115' }),
    );
  },
};

export const Editing: Story = {
  args: { initial: ADDRESS, onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Region' })).toHaveTextContent(
      '广东省 深圳市 南山区',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  args: { initial: ADDRESS, submitting: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写收货人')).toBeVisible();
  },
};

/** Every edit is reported, so the page can keep a draft of it. */
export const ReportsEdits: Story = {
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Receiver', { exact: false }), '李');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: '李' }));
    // What is typed is kept as typed until it reads as a mobile.
    await userEvent.type(canvas.getByLabelText('Mobile', { exact: false }), '139a');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: '李', mobile: '139a' }),
    );
  },
};
