import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Popup, type PopupProps } from '../../src/components/ui/Popup';

const Page = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Holds the open state the way a page does, and reports closes to the action log. */
function PopupDemo(args: PopupProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <Page>
      <button type="button" onClick={() => setOpen(true)}>
        Open sheet
      </button>
      <Popup
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </Page>
  );
}

const meta = {
  title: 'UI kit/Popup',
  component: Popup,
  // react-docgen does not take a function that returns createPortal(...) for a component, so the
  // widget's JSDoc summary is repeated here for its Docs page.
  parameters: {
    docs: {
      description: {
        component:
          'A sheet over a dimmed page: bottom (default), top or centred; a modal dialog for assistive technology.',
      },
    },
  },
  render: (args) => <PopupDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Choose a package',
    children: <Content>Monthly 30 GB data package, valid for 30 days from activation.</Content>,
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The overlays whose history entries are on top of the history, innermost last. */
const overlayEntries = () =>
  ((window.history.state as { __uiOverlays?: number[] } | null)?.__uiOverlays ?? []).slice();

/** Waits until the sheet has pushed its history entry, so back closes it. */
async function waitForHistoryEntry() {
  await waitFor(() => expect(JSON.stringify(window.history.state ?? {})).toContain('__uiOverlays'));
}

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Choose a package' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByText(/30 GB/)).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Open sheet' }));
    await expect(await body.findByRole('dialog')).toBeVisible();
  },
};

/**
 * A prepared sheet: drawn while closed, hidden from sight, focus and assistive technology, so
 * opening it only shows it. Closing hides it again instead of removing it.
 */
export const Prepared: Story = {
  args: { open: false, prepared: true },
  play: async ({ args }) => {
    const drawn = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
    await waitFor(() => expect(drawn()).not.toBeNull());
    await expect(drawn()).not.toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(body.getByText(/30 GB/)).not.toBeVisible();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Open sheet' })).toHaveFocus();

    await userEvent.click(body.getByRole('button', { name: 'Open sheet' }));
    const dialog = await body.findByRole('dialog', { name: 'Choose a package' });
    await expect(dialog).toBe(drawn());
    await expect(within(dialog).getByText(/30 GB/)).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(drawn()).not.toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  args: { ...Default.args },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const ClosesOnBack: Story = {
  args: { ...Default.args },
  play: async ({ args }) => {
    const hashBefore = window.location.hash;
    await body.findByRole('dialog');
    await waitForHistoryEntry();
    await expect(window.location.hash).toBe(hashBefore);
    window.history.back();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const ClosesOnOverlayTap: Story = {
  args: { ...Default.args },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('popup-overlay'), { skipHover: true });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const FocusTrapped: Story = {
  args: {
    ...Default.args,
    children: (
      <Content>
        <button type="button">Buy now</button>
      </Content>
    ),
  },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Choose a package' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Buy now' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Center: Story = {
  args: { ...Default.args, position: 'center', title: 'Notice', showClose: false },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Notice' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NotDismissible: Story = {
  args: { ...Default.args, dismissible: false, closeOnOverlay: false, showClose: false },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(body.getByTestId('popup-overlay'), { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    ...Default.args,
    title: 'Service agreement',
    children: (
      <Content>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Clause {i + 1}: the card is for personal use within the service area.</p>
        ))}
      </Content>
    ),
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Service agreement' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(667 * 0.8 + 1);
    await expect(within(dialog).getByText(/Clause 40/)).toBeInTheDocument();
    // The body scrolls, and can be scrolled from the keyboard: it is made focusable once its
    // size is known (after the browser's layout), before the accessibility check runs.
    await waitFor(() =>
      expect(
        within(dialog)
          .getByText(/Clause 40/)
          .closest('[tabindex="0"]'),
      ).not.toBeNull(),
    );
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    title: '选择套餐',
    children: <Content>每月30GB流量套餐，自激活之日起30天内有效。</Content>,
  },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '选择套餐' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

/** A page that closes one sheet and opens the next at once, as the pay-password sheet and cashier do. */
function HandOverDemo(args: PopupProps) {
  const [step, setStep] = useState<'password' | 'cashier' | 'done'>('password');
  return (
    <Page>
      <Popup
        {...args}
        title="Pay password"
        open={step === 'password'}
        onClose={() => setStep('done')}
      >
        <Content>
          <button type="button" onClick={() => setStep('cashier')}>
            Confirm
          </button>
        </Content>
      </Popup>
      <Popup
        {...args}
        title="Cashier"
        open={step === 'cashier'}
        onClose={() => {
          args.onClose();
          setStep('done');
        }}
      >
        <Content>Pay ¥9.90 online.</Content>
      </Popup>
    </Page>
  );
}

export const NextSheetSurvivesTheHandOver: Story = {
  args: { ...Default.args },
  render: (args) => <HandOverDemo {...args} />,
  play: async ({ args }) => {
    await body.findByRole('dialog', { name: 'Pay password' });
    await waitForHistoryEntry();
    const passwordEntry = overlayEntries();
    let stepsBack = 0;
    const onStepBack = () => {
      stepsBack += 1;
    };
    window.addEventListener('popstate', onStepBack);
    let cashier: HTMLElement;
    try {
      await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
      cashier = await body.findByRole('dialog', { name: 'Cashier' });
      // The first sheet's history step is done, and only then the cashier's entry is pushed.
      await waitFor(() => {
        expect(stepsBack).toBe(1);
        expect(overlayEntries()).toHaveLength(1);
        expect(overlayEntries()).not.toEqual(passwordEntry);
      });
    } finally {
      window.removeEventListener('popstate', onStepBack);
    }
    // That step did not close the second sheet.
    await expect(cashier).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    // Back still closes the cashier.
    await waitForHistoryEntry();
    window.history.back();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/**
 * Focus moves into the sheet as it opens, to its title (so screen readers read the sheet's name
 * and go on from there), and back to the button that opened it when it closes: by its close
 * button, by Escape, or by tapping the page behind.
 */
export const FocusMovesInAndBack: Story = {
  args: { ...Default.args, open: false },
  play: async () => {
    const opener = body.getByRole('button', { name: 'Open sheet' });
    for (const close of ['button', 'Escape', 'overlay'] as const) {
      await userEvent.click(opener);
      const dialog = await body.findByRole('dialog', { name: 'Choose a package' });
      const title = within(dialog).getByRole('heading', { name: 'Choose a package' });
      await waitFor(() => expect(title).toHaveFocus());
      if (close === 'button')
        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      else if (close === 'Escape') await userEvent.keyboard('{Escape}');
      else await userEvent.click(body.getByTestId('popup-overlay'), { skipHover: true });
      await expect(body.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(opener).toHaveFocus());
    }
  },
};

/** A field that takes focus as soon as it is drawn, as a search box in a sheet does. */
function SelfFocusingField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Content>
      <label>
        Search packages <input ref={ref} type="search" />
      </label>
    </Content>
  );
}

/**
 * Content that takes focus itself keeps it, and closing the sheet still gives focus back to the
 * button that opened it (not to the field, which is gone).
 */
export const FocusBackAfterContentTookIt: Story = {
  args: { ...Default.args, open: false, children: <SelfFocusingField /> },
  play: async () => {
    const opener = body.getByRole('button', { name: 'Open sheet' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Choose a package' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search packages' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * A button that opens one sheet, which hands over to a second (pay password, then cashier), the
 * button disabled while the payment is under way, as the package page does.
 */
function PayButtonDemo(args: PopupProps) {
  const [step, setStep] = useState<'idle' | 'password' | 'cashier'>('idle');
  return (
    <Page>
      <button type="button" disabled={step !== 'idle'} onClick={() => setStep('password')}>
        Buy now
      </button>
      <Popup
        {...args}
        title="Pay password"
        open={step === 'password'}
        onClose={() => setStep('idle')}
      >
        <Content>
          <button type="button" onClick={() => setStep('cashier')}>
            Confirm
          </button>
        </Content>
      </Popup>
      <Popup {...args} title="Cashier" open={step === 'cashier'} onClose={() => setStep('idle')}>
        <Content>Pay ¥9.90 online.</Content>
      </Popup>
    </Page>
  );
}

/**
 * Focus follows the hand-over: the second sheet's title takes it, and closing that sheet gives it
 * back to the button that started it all, once the button is enabled again.
 */
export const FocusBackAfterTheHandOver: Story = {
  args: { ...Default.args, open: false },
  render: (args) => <PayButtonDemo {...args} />,
  play: async () => {
    const opener = body.getByRole('button', { name: 'Buy now' });
    await userEvent.click(opener);
    const password = await body.findByRole('dialog', { name: 'Pay password' });
    await userEvent.click(within(password).getByRole('button', { name: 'Confirm' }));
    const cashier = await body.findByRole('dialog', { name: 'Cashier' });
    await waitFor(() =>
      expect(within(cashier).getByRole('heading', { name: 'Cashier' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
