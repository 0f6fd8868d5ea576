import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { LayoutPlayground } from '../../../src/components/iot/home/LayoutPlayground';
import { homeCard } from '../../../src/features/iot/home/homeView';
import {
  defaultLayout,
  demoImage,
  deviceSim,
  gradualLayout,
  LAYOUT_PRESETS,
  ordinarySim,
  SIM_PRESETS,
  STORY_NOW,
} from './fixtures';
import { belowFoldDrawn } from './belowFold';

const meta = {
  title: 'Card/Widgets/Home/simLayout playground',
  component: LayoutPlayground,
  // An operator's tool for the desktop: the editors take the frame's width, the preview inside is
  // the phone (drawn at the phone's root size, as every story on a wide screen).
  parameters: { phone: false },
  args: {
    layoutPresets: LAYOUT_PRESETS,
    simPresets: SIM_PRESETS,
    toCard: homeCard,
    now: STORY_NOW,
    resolveImage: demoImage,
    onPreviewAction: fn(),
  },
} satisfies Meta<typeof LayoutPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: /^(Preview at 375 px|375 px 预览)$/ }));

const layoutEditor = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'simLayout (JSON)' });

/** Replaces an editor's text in one change, as a paste would. */
const replaceText = (editor: HTMLElement, text: string) =>
  fireEvent.change(editor, { target: { value: text } });

export const DefaultPreset: Story = {
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const home = preview(canvasElement);
    await expect(home.getByText('Good morning')).toBeVisible();
    await expect(home.getByRole('navigation', { name: 'Card sections' })).toBeInTheDocument();
    await userEvent.click(home.getByRole('button', { name: 'More' }));
    await expect(args.onPreviewAction).toHaveBeenCalledTimes(1);
    await expect((args.onPreviewAction as ReturnType<typeof fn>).mock.calls[0][0]).toBe('more');
  },
};

export const GradualPreset: Story = {
  args: { initialLayout: 'gradual' },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const home = preview(canvasElement);
    await expect(home.getByRole('region', { name: 'Data' })).toBeVisible();
    // maxMenuTimes 8 of 11 menus, then "more".
    await expect(
      within(home.getByRole('region', { name: 'Services' })).getAllByRole('button'),
    ).toHaveLength(9);
    // Popups stay off in the playground until asked for.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const SimplePreset: Story = {
  args: { initialLayout: 'simple', initialSim: 'realName' },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const home = preview(canvasElement);
    await expect(home.queryByRole('navigation')).toBeNull();
    await expect(home.getByRole('button', { name: 'Verify now' })).toBeVisible();
  },
};

export const SwitchingPresets: Story = {
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    for (const name of ['gradual', 'simple', 'default']) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(JSON.parse((layoutEditor(canvasElement) as HTMLTextAreaElement).value)).toEqual(
        LAYOUT_PRESETS[name as keyof typeof LAYOUT_PRESETS],
      );
    }
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Demo card' }), 'device');
    await expect(preview(canvasElement).getByText(deviceSim.deviceNo!)).toBeVisible();
  },
};

export const LiveEdit: Story = {
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const edited = {
      ...LAYOUT_PRESETS.default,
      maxMenuTimes: 2,
      index: {
        header: { key: 'simple', data: {} },
        elements: [{ key: 'menus', switch: true, title: 'Quick links' }],
      },
    };
    replaceText(layoutEditor(canvasElement), JSON.stringify(edited, null, 2));
    const home = preview(canvasElement);
    await waitFor(() => expect(home.getByRole('heading', { name: 'Quick links' })).toBeVisible());
    await expect(
      within(home.getByRole('region', { name: 'Quick links' })).getAllByRole('button'),
    ).toHaveLength(3);
    await expect(home.queryByText('Good morning')).toBeNull();
    await expect(
      within(canvasElement)
        .getByRole('group', { name: 'Demo layouts' })
        .querySelector('[aria-pressed="true"]'),
    ).toBeNull();
  },
};

export const InvalidJsonKeepsLastGoodRender: Story = {
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    const editor = layoutEditor(canvasElement);
    replaceText(editor, '{ "name": "Broken", "menus": [ ');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/The simLayout \(JSON\) is not valid JSON/);
    await expect(alert).toHaveTextContent(/keeps the last valid version/);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    // The preview still shows the default layout.
    await belowFoldDrawn(canvasElement);
    await expect(preview(canvasElement).getByText('Good morning')).toBeVisible();
    await expect(preview(canvasElement).getByRole('button', { name: 'More' })).toBeVisible();
    replaceText(editor, '[1, 2]');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/must be a JSON object/);
    await userEvent.click(canvas.getByRole('button', { name: 'gradual' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(preview(canvasElement).getByText(gradualLayout.name!)).toBeVisible();
  },
};

export const InvalidSimJson: Story = {
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    replaceText(canvas.getByRole('textbox', { name: 'Sim info (JSON)' }), '{"simNo": 1440,');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /The Sim info \(JSON\) is not valid JSON/,
    );
    await expect(preview(canvasElement).getByText(ordinarySim.simNo)).toBeVisible();
  },
};

export const WithPopups: Story = {
  args: { initialShowPopups: true },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: defaultLayout.popup!.title! });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Show popups' }),
    ).not.toBeChecked();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    replaceText(canvas.getByRole('textbox', { name: 'simLayout（JSON）' }), 'not json');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/预览保留上一次有效的版本/);
    await expect(preview(canvasElement).getByText('早上好')).toBeVisible();
  },
};

/** The header colours a layout names that fail 4.5:1 against each other. */
const PALE_HEADER = {
  key: 'gradual',
  data: { background: '#018d71', backgroundEnd: '#ffc069', color: '#ffffff', showGreeting: true },
};

/**
 * A layout whose header text fails 4.5:1: the preview draws its colours as configured, and the
 * contrast check names the fields to change. (The story shows an unreadable header on purpose,
 * so its colour-contrast check is off; every other check holds.)
 */
export const ContrastWarning: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    const check = canvas.getByRole('region', { name: 'Text contrast' });
    await expect(check).toHaveTextContent('The header text passes 4.5:1 against its background.');
    replaceText(
      layoutEditor(canvasElement),
      JSON.stringify(
        {
          ...LAYOUT_PRESETS.gradual,
          index: { ...LAYOUT_PRESETS.gradual.index, header: PALE_HEADER },
        },
        null,
        2,
      ),
    );
    await waitFor(() => expect(within(check).getAllByRole('listitem')).toHaveLength(2));
    const [start, end] = within(check).getAllByRole('listitem');
    await expect(start).toHaveTextContent(
      'Header text #ffffff on #018d71: 4.1:1, under 4.5:1. Change index.header.data.color or index.header.data.background.',
    );
    await expect(end).toHaveTextContent(/#ffc069: 1\.\d:1.*index\.header\.data\.backgroundEnd\./);
    // The preview keeps the layout's colours: nothing is nudged behind the operator's back.
    const header = preview(canvasElement).getByRole('region', { name: 'Card summary' });
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(1, 141, 113)');
    await expect(getComputedStyle(header).backgroundImage).toContain('rgb(255, 192, 105)');
    await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
  },
};

export const ContrastWarningChinese: Story = {
  ...ContrastWarning,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    replaceText(
      canvas.getByRole('textbox', { name: 'simLayout（JSON）' }),
      JSON.stringify({
        ...LAYOUT_PRESETS.default,
        index: { ...LAYOUT_PRESETS.default.index, header: PALE_HEADER },
      }),
    );
    const check = canvas.getByRole('region', { name: '文字对比度' });
    await waitFor(() =>
      expect(within(check).getAllByRole('listitem')[0]).toHaveTextContent(
        '请修改 index.header.data.color 或 index.header.data.background。',
      ),
    );
  },
};
