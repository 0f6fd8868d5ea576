import { HttpResponse } from 'msw';
import type { RoutePath } from '../../src/router/routes';
import type { PageProps } from '../../src/router/types';
import { pinServerOffset, resetServerTime } from '../../src/api/serverTime';
import { DRAFT_PREFIX } from '../../src/features/forms/useDraft';
import { findCard, issueToken, resetDb, simInfoOf } from '../../src/mocks/db';
import { useIotStore } from '../../src/stores/iot';
import { earlierRequestsDone } from '../../.storybook/visual';

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

/**
 * What the meta of a page's stories file shares: the frame, the page and its route with no query.
 * Title and tags stay written in each file, where Storybook reads them.
 */
export function pageMeta(page: (props: PageProps) => React.ReactNode, path: RoutePath) {
  return {
    component: PageFrame,
    args: { page, query: {} as Record<string, string> },
    parameters: { route: `/${path}` },
  };
}

/** The API envelope, for the few answers a story fixes. */
export const envelope = (data: unknown) =>
  HttpResponse.json({ code: 0, message: 'ok', data, serverTime: Date.now() });

/**
 * The API envelope without the server's time, as the order payment and authorisation stories
 * have always answered.
 */
export const bareEnvelope = (data: unknown) => HttpResponse.json({ code: 0, message: 'ok', data });

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

/** A fixed instant for the IoT pages that show dates, countdowns or a greeting. */
export const FIXED_NOW = Date.parse('2026-03-18T02:00:00Z');

/**
 * Story `beforeEach` factory that stops the clock at FIXED_NOW while the story runs (the demo
 * database dates its records from today, seckill windows and greetings follow the hour), then logs
 * the card in.
 */
export function atFixedTime(simNo: string) {
  return async () => {
    // Answers to earlier stories were computed on the running clock: they come first, and the
    // server time is held at the stopped clock's, whatever a late answer says.
    await earlierRequestsDone();
    pinServerOffset(0);
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...args: unknown[]) {
        super(...((args.length ? args : [FIXED_NOW]) as [number]));
      }
      static override now() {
        return FIXED_NOW;
      }
    }
    globalThis.Date = FixedDate as DateConstructor;
    asCard(simNo)();
    return () => {
      globalThis.Date = RealDate;
      resetServerTime();
    };
  };
}
