import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlatformAuthForm } from '../../src/components/iot/PlatformAuthForm';

const meta = {
  title: 'Card/Widgets/PlatformAuthForm',
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

/** Checks that `text` is drawn whole inside its photo tile, which is wide enough for a photo. */
async function expectWholeInTile(canvasElement: HTMLElement, text: string | RegExp) {
  const words = within(canvasElement).getByText(text);
  const tile = words.closest('li');
  await expect(tile).not.toBeNull();
  const box = words.getBoundingClientRect();
  const frame = tile!.getBoundingClientRect();
  // A side's photo fills its half of the form at an ID card's shape.
  await expect(frame.width).toBeGreaterThan(120);
  await expect(frame.width / frame.height).toBeCloseTo(85.6 / 54, 1);
  await expect(words.scrollWidth).toBeLessThanOrEqual(words.clientWidth + 1);
  await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
  await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
  await expect(box.top).toBeGreaterThanOrEqual(frame.top - 1);
  await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 1);
}

export const Uploading: Story = {
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
    await expectWholeInTile(canvasElement, 'Uploading');
    await expectWholeInTile(canvasElement, 'The photo could not be uploaded. Try again.');
  },
};

/** The photos' own words, in Traditional Chinese: uploading and failed. */
export const UploadingTraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  args: {
    ...Uploading.args,
    front: { key: 'f', url: '', status: 'uploading' },
    back: { key: 'b', url: '', status: 'failed' },
  },
  play: async ({ canvasElement }) => {
    await expectWholeInTile(canvasElement, /上傳中/);
    await expectWholeInTile(canvasElement, /上傳失敗/);
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
