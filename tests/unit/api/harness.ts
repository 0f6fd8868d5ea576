import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { reportContractBreach } from '@/api/contractReport';
import { setApiEffects } from '@/api/effects';
import type { ApiEffects, CatalogueDialog, GoKind } from '@/api/errors';
import { prefetchTransport } from '@/api/client';
import { resetServerTime } from '@/api/serverTime';
import { handlers } from '@/mocks/handlers';
import { clearFaults } from '@/mocks/faults';
import { resetDb } from '@/mocks/db';
import { seedStores } from '@/stores/seed';
import { removeData } from '@/features/data/cache';
import { resetSimThrottles } from '@/features/data/sim';

/** What the client did to the user: toasts, dialogs, navigation and cleared sessions. */
export interface Recorded {
  toasts: { message: string; duration: number }[];
  dialogs: CatalogueDialog[];
  gone: { kind: GoKind; url: string }[];
  expired: ('shop' | 'iot')[];
}

export interface FakeEffects extends ApiEffects {
  recorded: Recorded;
  /** The button the next dialogs "press". */
  press: string;
  promoCode: string;
  currentUrl: string;
}

export function fakeEffects(): FakeEffects {
  const recorded: Recorded = { toasts: [], dialogs: [], gone: [], expired: [] };
  const effects: FakeEffects = {
    recorded,
    press: '',
    promoCode: '',
    currentUrl: '/pages/order/index',
    toast: (message, duration) => void recorded.toasts.push({ message, duration }),
    showDialog: async (dialog) => {
      recorded.dialogs.push(dialog);
      return effects.press;
    },
    go: (kind, url) => void recorded.gone.push({ kind, url }),
    sessionExpired: (scope) => void recorded.expired.push(scope),
    context: () => ({ promoCode: effects.promoCode, currentUrl: effects.currentUrl }),
    reportBreach: reportContractBreach,
  };
  return effects;
}

/** The demo API over msw/node, with fake effects wired into the app's client; reset per test. */
export function setupDemoApi(): {
  server: ReturnType<typeof setupServer>;
  effects: () => FakeEffects;
} {
  const server = setupServer(...handlers);
  let current = fakeEffects();
  let restore: () => void = () => {};
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The client's HTTP libraries, as the app has them once its first page is up: a test's
    // request then starts within the task that makes it, as the page helpers' settling expects.
    prefetchTransport();
    await import('@/api/transport');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  beforeEach(() => {
    current = fakeEffects();
    restore = setApiEffects(current);
    seedStores();
    removeData();
    resetSimThrottles();
    resetServerTime();
  });
  afterEach(() => {
    restore();
    server.resetHandlers();
    clearFaults();
    resetDb();
  });
  afterAll(() => server.close());
  return { server, effects: () => current };
}
