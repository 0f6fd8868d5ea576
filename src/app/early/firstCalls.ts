import { appStarted, sendEarly } from '@/api/early';
import { IOT_STORE_KEY, LAYOUT_STORE_KEY } from '@/stores/keys';
import {
  ensureSessionIds,
  planFirstCalls,
  type PersistedIot,
  type PersistedLayout,
  type PlannedCall,
} from './plan';

interface Stored<T> {
  state?: T;
  version?: number;
}

function read<T>(key: string): Stored<T> {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Stored<T> | null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/**
 * Sends the launch's first calls for the address in the location bar (src/api/early.ts), storing
 * the session ids they carry for the app to send the same.
 */
export function sendFirstCalls(): void {
  if (appStarted() || navigator.onLine === false) return;
  const stored = read<PersistedLayout>(LAYOUT_STORE_KEY);
  const { layout, changed } = ensureSessionIds(stored.state ?? {});
  if (changed) {
    // The layout store reads them when it is created: the app then sends the same ids. If the
    // storage refuses them, the store makes its own, so no early answer could match: nothing is
    // sent, and the app's calls go out as usual.
    try {
      localStorage.setItem(
        LAYOUT_STORE_KEY,
        JSON.stringify({ ...stored, state: layout, version: stored.version ?? 0 }),
      );
    } catch {
      return;
    }
  }
  const iot = read<PersistedIot>(IOT_STORE_KEY).state ?? {};
  const sendOne = (call: PlannedCall, chained: boolean) => {
    const answer = sendEarly(call.url, call.headers, call.body, chained);
    const next = call.next;
    // What depends on an answer goes out as it comes, before the app (which waits for that
    // same answer) can ask for it.
    if (answer && next) void answer.then((settled) => settled && send(next(settled), true));
  };
  const send = (calls: PlannedCall[], chained: boolean) => {
    // The first at once, each other one in a task of its own: starting a request takes a phone
    // several milliseconds, and five of them in one task held the page for over 50 ms.
    calls.forEach((call, index) => {
      if (index === 0) sendOne(call, chained);
      else setTimeout(() => sendOne(call, chained), 0);
    });
  };
  // Planned here, sent in the next task: reading the storage, planning and starting the first
  // request in one task came to 44-54 ms at the phone class.
  const calls = planFirstCalls(location.hash, layout, iot);
  setTimeout(() => {
    if (!appStarted()) send(calls, false);
  }, 0);
}
