import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeEach } from 'vitest';
import { loadPage } from '@/router/pages';
import type { Query } from '@/router/url';
import { DEMO, findCard, issueToken, simInfoOf } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { theme } from '@/theme';
import { setupDemoApi } from '../api/harness';

/**
 * Whole pages in jsdom: the page module as the route table loads it, on the demo API (msw/node,
 * with the client's reactions recorded), inside a router at the page's own address. Every test
 * starts with the demo card signed in, as card pages expect.
 */
export function setupPages() {
  const api = setupDemoApi();
  let started = 0;
  let finished = 0;
  api.server.events.on('request:start', () => void (started += 1));
  api.server.events.on('response:mocked', () => void (finished += 1));
  api.server.events.on('request:unhandled', () => void (finished += 1));

  beforeEach(() => {
    const card = findCard(DEMO.cards.ordinary);
    if (!card) throw new Error('no demo card');
    useIotStore.setState({
      simNo: card.info.simNo,
      token: issueToken(card.info.simNo),
      simInfo: simInfoOf(card),
      previewPopupShown: true,
    });
  });

  /** Renders the page of a route-table path with a query. */
  async function open(path: string, query: Query = {}) {
    const { default: Page } = await loadPage(path);
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[`/${path}${search ? `?${search}` : ''}`]}>
          <Page query={query} />
        </MemoryRouter>
      </ThemeProvider>,
    );
  }

  /** Waits until every request the page sent has been answered and the answers are drawn. */
  async function settle() {
    // A write goes out after the frame that follows its tap (useMutation): that frame first.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await waitFor(() => {
      if (started !== finished) throw new Error(`${started - finished} requests on their way`);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  return { ...api, open, settle, requests: () => started };
}
