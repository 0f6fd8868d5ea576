import { HttpResponse } from 'msw';
import type { PageProps } from '../../src/router/types';
import { DRAFT_PREFIX } from '../../src/features/forms/useDraft';
import { findCard, issueToken, resetDb, simInfoOf } from '../../src/mocks/db';
import { useIotStore } from '../../src/stores/iot';

/** Renders one page on the shared demo API, with its query. */
export function PageFrame({
  page: Page,
  query,
}: {
  page: (props: PageProps) => React.ReactNode;
  query: Record<string, string>;
}) {
  return <Page query={query} />;
}

/** The API envelope, for the few answers a story fixes. */
export const envelope = (data: unknown) =>
  HttpResponse.json({ code: 0, message: 'ok', data, serverTime: Date.now() });

/** 2026-11-22 10:00 UTC: the clock of stories whose picture depends on the time. */
export const STORY_NOW = Date.parse('2026-11-22T10:00:00.000Z');

/**
 * Story `beforeEach` that stops the device clock at STORY_NOW, so greetings, holds and
 * countdowns draw the same picture on every run; the returned cleanup restores it.
 */
export function fixClock(): () => void {
  const real = Date.now;
  Date.now = () => STORY_NOW;
  return () => {
    Date.now = real;
  };
}

/** Story `beforeEach` that forgets every form draft, so each story starts from an empty form. */
export function forgetDrafts(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  }
}

/**
 * Story `beforeEach` factory that logs a demo card in straight in the demo database and the store,
 * before the page renders.
 */
export function asCard(simNo: string) {
  return () => {
    resetDb();
    const card = findCard(simNo);
    if (!card) throw new Error(`no demo card ${simNo}`);
    useIotStore.setState({
      simNo: card.info.simNo,
      token: issueToken(card.info.simNo),
      simInfo: simInfoOf(card),
      previewPopupShown: true,
    });
  };
}
