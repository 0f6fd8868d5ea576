import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlatformAuthForm } from '../../src/components/iot/PlatformAuthForm';

const meta = {
  title: 'iot/PlatformAuthForm',
  component: PlatformAuthForm,
  args: {
    name: '',
    idCard: '',
    needPhotos: true,
    front: null,
    back: null,
    errors: {},
    submitting: false,
    onNameChange: fn(),
    onIdCardChange: fn(),
    onPhoto: fn(),
    onRemovePhoto: fn(),
    onOversize: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PlatformAuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Real name/), 'L');
    await expect(args.onNameChange).toHaveBeenCalledWith('L');
    await userEvent.type(canvas.getByLabelText(/ID card number/), '1');
    await expect(args.onIdCardChange).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Errors: Story = {
  args: {
    name: 'A',
    idCard: '1234',
    errors: {
      name: 'Enter the name as on the ID card',
      idCard: 'Enter a valid 18-character ID card number',
      photos: 'Upload both sides of the ID card',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Upload both sides of the ID card')).toBeVisible();
  },
};

export const Uploading: Story = {
  // Known fault: a side's photo tile is a quarter of its half-width column (about 30 px on a
  // 375 px phone), too narrow for its "Uploading" and failure words, which are cut.
  parameters: { phone: { truncates: true } },
  args: {
    name: '李四',
    idCard: '11010519491231002X',
    front: { key: 'f', url: '', status: 'uploading' },
    back: {
      key: 'b',
      url: '',
      status: 'failed',
      message: 'The photo could not be uploaded. Try again.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByDisplayValue('11010519491231002X')).toBeVisible();
  },
};

export const NoPhotosChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { needPhotos: false, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('身份证人像面')).toBeNull();
  },
};

/** What the form holds when it is sent, as the page reads it. */
const submitted = fn();

/**
 * The ID card number typed with a lower-case x is sent with X; one pasted in groups is read as
 * its 18 characters.
 */
export const LowerCaseX: Story = {
  args: { needPhotos: false },
  render: function Render(args) {
    const [name, setName] = useState('');
    const [idCard, setIdCard] = useState('');
    return (
      <PlatformAuthForm
        {...args}
        name={name}
        idCard={idCard}
        onNameChange={setName}
        onIdCardChange={setIdCard}
        onSubmit={() => submitted({ name, idCard })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const idCard = canvas.getByLabelText(/ID card number/);
    await userEvent.type(canvas.getByLabelText(/Real name/), '李四');
    await userEvent.type(idCard, '11010519491231002x');
    await expect(idCard).toHaveValue('11010519491231002X');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(submitted).toHaveBeenLastCalledWith({
      name: '李四',
      idCard: '11010519491231002X',
    });
    await userEvent.clear(idCard);
    await userEvent.paste('110105 1949 1231 002x');
    await expect(idCard).toHaveValue('11010519491231002X');
  },
};
