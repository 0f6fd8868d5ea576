import { act, render, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import PreviewGate from '@/app/PreviewGate';
import { enterPreview } from '@/features/data/sim';
import { DEMO, findCard, issueToken } from '@/mocks/db';
import { useFeedbackStore } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { theme } from '@/theme';
import { setupDemoApi } from '../api/harness';

// A layout preview link opened while a card is logged in: it asks first, and the card's session
// comes back when the preview is declined or ends (before, the preview silently replaced it).

setupDemoApi();
const simNo = DEMO.cards.ordinary;
let token = '';

beforeEach(() => {
  localStorage.removeItem('sim.previewAside');
  useFeedbackStore.setState({ dialogs: [] });
  token = issueToken(findCard(simNo)!.info.simNo);
  useIotStore.setState({ simNo, token, simInfo: null, previewPopupShown: true });
});

const gate = () =>
  render(
    <ThemeProvider theme={theme}>
      <PreviewGate>
        <p>page</p>
      </PreviewGate>
    </ThemeProvider>,
  );

async function question() {
  await waitFor(() => expect(useFeedbackStore.getState().dialogs).toHaveLength(1));
  return useFeedbackStore.getState().dialogs[0]!;
}

describe('a preview link over a logged-in card', () => {
  it('asks first, and declining gives the card its session back', async () => {
    await enterPreview('IotLayout:1');
    expect(useIotStore.getState().simNo).toBe('IotLayout:1');
    gate();
    const dialog = await question();
    expect(dialog.title).toBe('Open the layout preview?');
    expect(dialog.message).toContain(simNo);
    expect(dialog.buttons.map((button) => button.label)).toEqual(['Keep my card', 'Preview']);
    await act(async () => useFeedbackStore.getState().answerDialog(dialog.id, 'keep'));
    await waitFor(() => expect(useIotStore.getState()).toMatchObject({ simNo, token }));
    expect(localStorage.getItem('sim.previewAside')).toBeNull();
  });

  it('agreed, the preview goes on, and leaving it logs the card in again', async () => {
    await enterPreview('IotLayout:1');
    const view = gate();
    const dialog = await question();
    await act(async () => useFeedbackStore.getState().answerDialog(dialog.id, 'preview'));
    expect(useIotStore.getState().simNo).toBe('IotLayout:1');
    view.unmount();
    // Another page of the same preview does not ask again.
    const next = gate();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(useFeedbackStore.getState().dialogs).toEqual([]);
    await act(async () => next.getByRole('button', { name: 'Leave preview' }).click());
    expect(useIotStore.getState()).toMatchObject({ simNo, token });
  });

  it('a preview with no card logged in asks nothing and ends logged out', async () => {
    useIotStore.setState({ simNo: '', token: '' });
    await enterPreview('IotLayout:1');
    const view = gate();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(useFeedbackStore.getState().dialogs).toEqual([]);
    await act(async () => view.getByRole('button', { name: 'Leave preview' }).click());
    expect(useIotStore.getState().simNo).toBe('');
  });
});
