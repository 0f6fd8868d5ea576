import type { ApiEffects, GoKind } from '@/api/errors';
import {
  currentPageUrl,
  setOrderSessionRenewal,
  setSessionContext,
  type SessionContext,
} from '@/api/context';
import { setApiEffects } from '@/api/effects';
import { afterOverlaysClose } from '@/components/ui/overlayHistory';
import { baseConfig } from '@/features/data/baseConfig';
import { sessionExpired } from '@/features/data/personal';
import { nav, runtimeUrl, setFrameDomain, setNavToast } from '@/router/nav';
import { feedback, useFeedbackStore } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';

// The one place where the API client meets the rest of the app: its toasts and dialogs go to the
// feedback store, its redirects through the navigation service, an expired session clears its
// store, and the request headers read the session stores. src/api itself knows none of them.
// main.tsx wires the app with it, .storybook/preview.tsx the stories, tests/unit/setup.ts the tests.

/** The client's side effects in the running app. */
export const appEffects: ApiEffects = {
  toast: (message, durationMs) =>
    useFeedbackStore.getState().showToast(message, { duration: durationMs }),
  showDialog: async (dialog) => {
    const pressed = await useFeedbackStore.getState().showDialog(dialog);
    await afterOverlaysClose();
    return pressed;
  },
  // Addresses of the error catalogue: the login pages, with a redirect known only at run time.
  // A launch call may answer before the router is drawn: the page opens once it is.
  go: async (kind: GoKind, url: string) => {
    await nav.whenAttached();
    return nav[kind](runtimeUrl(url));
  },
  // The expired session and its data go (src/features/data/personal.ts).
  sessionExpired,
  context: () => ({
    promoCode: useLayoutStore.getState().promoCode,
    currentUrl: currentPageUrl(),
  }),
  // Its code is fetched when an answer first breaks its contract, which a working backend never does.
  reportBreach: (breach) =>
    void import('@/api/contractReport')
      .then((module) => module.reportContractBreach(breach))
      .catch(() => undefined),
};

/** The session headers (docs/requirements.md section 7) from the stores. */
export function sessionFromStores(): SessionContext {
  const layout = useLayoutStore.getState();
  const iot = useIotStore.getState();
  return {
    sessionId: layout.getSessionId(),
    orderSessionId: layout.getOrderSessionId(),
    platformOpenId: layout.platformOpenId,
    appShowOptions: JSON.stringify(layout.appShowOptions ?? {}),
    simNo: iot.simNo,
    simToken: iot.token,
  };
}

/** Connects the API client to the stores, the feedback host and the navigation service. */
export function wireApi(): void {
  setApiEffects(appEffects);
  setSessionContext(sessionFromStores);
  // An order created in any checkout ends its attempt: the next one sends a new Order-Session-ID.
  setOrderSessionRenewal(() => void useLayoutStore.getState().renewOrderSessionId());
}

/** wireApi, and refused navigations toast (the running app). */
export function wireApp(): void {
  wireApi();
  setNavToast((message) => feedback.toast(message));
  // A redirect may open the web view on the configured domain, as the web view itself frames it.
  setFrameDomain(() => baseConfig()?.domain ?? '');
}
