import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SingleFoot,
  SingleGoodsList,
  SinglePopupContent,
} from '../../src/components/shop/SinglePage';

/** A picture the demo API draws, so the baseline shows a real one. */
const PICTURE = '/api/__demo/img/static/single/popup.png';

/**
 * Addresses that would end the CSS rule if they were written into it as they are. They ask for the
 * demo's picture with the hostile text in its query, so the story's requests are all answered.
 */
const HOSTILE = [
  `${PICTURE}?v='); } body { display: none } .x { background: url('`,
  `${PICTURE}?v=") } body { display: none } .x { background: url("`,
  `${PICTURE}?v=);background:red`,
  `${PICTURE}?v=\\") ; color: red`,
];

const meta = {
  title: 'Shop/Widgets/SinglePage',
  component: SinglePopupContent,
  args: { picture: PICTURE, okLabel: 'Got it', onOk: fn() },
} satisfies Meta<typeof SinglePopupContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-testid="single-popup-picture"]')!;

/** The welcome popup's content: its picture and the button that closes it. */
export const PopupContent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(picture(canvasElement)).backgroundImage).toContain(
      '/api/__demo/img/static/single/popup.png',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);
  },
};

/**
 * Hostile picture addresses stay one url() value of their picture each: no rule of their own, the
 * page stays drawn.
 */
export const HostilePicturesStayInTheirValue: Story = {
  parameters: { visual: false },
  render: (args) => (
    <>
      {HOSTILE.map((address) => (
        <SinglePopupContent key={address} {...args} picture={address} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).display).not.toBe('none');
    const pictures = canvasElement.querySelectorAll<HTMLElement>(
      '[data-testid="single-popup-picture"]',
    );
    await expect(pictures).toHaveLength(HOSTILE.length);
    for (const element of pictures) {
      const image = getComputedStyle(element).backgroundImage;
      await expect(image.startsWith('url("')).toBe(true);
      await expect(image.match(/url\(/g)).toHaveLength(1);
      await expect(getComputedStyle(element).color).not.toBe('rgb(255, 0, 0)');
    }
  },
};

/** A script address is no picture: none is drawn. */
export const ScriptAddressShowsNoPicture: Story = {
  args: { picture: 'javascript:alert(1)' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(picture(canvasElement)).backgroundImage).toBe('none');
    await expect(within(canvasElement).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};

/** The page's goods list and foot: blocks one under the other, with the design's spacing. */
export const ListAndFoot: Story = {
  render: () => (
    <>
      <SingleGoodsList aria-label="Goods">
        <div>Summer data card</div>
        <div>Family plan</div>
      </SingleGoodsList>
      <SingleFoot>
        <button type="button">See all goods</button>
      </SingleFoot>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByText('Summer data card').parentElement!;
    await expect(getComputedStyle(list).display).toBe('grid');
    await expect(canvas.getByRole('button', { name: 'See all goods' })).toBeVisible();
  },
};
