import { nextTask } from '@/lib/nextTask';
import { i18next } from '@/i18n';
import { errorReport } from '@/api/appDomain';
import { call } from '@/api/call';
import * as appDomain from '@/api/declarations/appDomain';
import { isWechatBrowser } from '@/api/context';
import {
  accessNodeBase,
  APP_DOMAIN_ENABLED,
  APP_PACKAGE_NAME,
  hasAccessNode,
  setAccessNode,
} from '@/api/endpoints';
import { apiEffects } from '@/api/effects';
import { isApiError, PAGES, translate } from '@/api/errors';
import { normalizeCode } from '@/lib/emptyish';
import { afterPaint } from '@/lib/afterPaint';
import { localStore } from '@/lib/localStore';
import { STORED_CONFIG_KEY } from '@/stores/keys';
import { buildUrl } from '@/router/url';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { followStoredConfig } from '@/features/data/storedConfig';
import { useFeedbackStore } from '@/stores/feedback';
import { useIndexDisplayStore } from '@/stores/indexDisplay';
import { parsePreview } from '@/lib/preview';
import { launchShowOptions } from '@/lib/showOptions';
import { useLayoutStore } from '@/stores/layout';
import { useMiniUserStore } from '@/stores/miniUser';
import { useShopCacheStore } from '@/stores/shopCache';
import { fetchData } from '@/features/data/cache';
import { quitApp } from '@/stores/appClosed';
import type { LaunchDeps } from './deps';

export type { LaunchDeps };

export interface LaunchOptions {
  /** Path of the page the app opened on, e.g. 'pages/index/index' ('' for the root). */
  path: string;
  /** Its query parameters. */
  query: Record<string, string>;
  /** 'MandatoryUpdate' reloads the mini-user launch data even if this launch already did. */
  mode?: string;
  /** Ask the app-domain service for the access node (default: yes unless VITE_APP_DOMAIN=off). */
  loadAppDomain?: boolean;
  /**
   * Settles once the app is drawn (router in place, messages loaded). The launch's calls may go
   * out before that; what it shows or opens (the network check, the access-node alert) waits.
   */
  ready?: Promise<unknown>;
  deps?: Partial<LaunchDeps>;
}

export type LaunchResult =
  | { ok: true; wechatRedirect?: string }
  | { ok: false; reason: 'offline' | 'noDomain' | 'networkFault' | 'systemBusy' };

const defaultDeps: LaunchDeps = {
  online: () => globalThis.navigator?.onLine !== false,
  isWechat: () => isWechatBrowser(),
  currentHref: () => globalThis.location?.href ?? '',
  redirect: (url) => globalThis.location?.replace(url),
  replaceAddress: (url) => {
    try {
      globalThis.history?.replaceState(globalThis.history.state, '', url);
    } catch {
      // An address the browser refuses stays as it is.
    }
  },
  reLaunch: (url) => apiEffects().go('reLaunch', url),
  alert: async (message) => {
    await useFeedbackStore.getState().showDialog({
      title: translate('api.appDomain.title'),
      message,
      buttons: [{ key: 'quit', label: translate('api.appDomain.quit'), primary: true }],
    });
  },
  quit: quitApp,
};

/** Takes what a landing link carries into the stores. */
function applyQuery(path: string, query: Record<string, string>) {
  const layout = useLayoutStore.getState();
  layout.setAppShowOptions(launchShowOptions(path, query));
  layout.setPageOptions(query);
  const promoCode = normalizeCode(query.promoCode);
  if (promoCode) layout.setPromoCode(promoCode);
  if ('pageCode' in query) layout.setPageCode(query.pageCode);
  if (query.indexFirstGroup)
    useIndexDisplayStore.getState().setIndexFirstGroup(query.indexFirstGroup);
  if (query.bd_vid) useMiniUserStore.getState().setBdVid(query.bd_vid);
}

/** Mini-user launch data: once per launch unless MandatoryUpdate; the web has no platform user. */
function loadMiniUsers(mode: string | undefined) {
  const display = useIndexDisplayStore.getState();
  if (display.launchSavedMiniUsers && mode !== 'MandatoryUpdate') return;
  // On the web no platform (wx, ks, dy) user info exists: the stored users stay as they are.
  display.setLaunchSavedMiniUsers(true);
}

/**
 * The network check, with the landing address as its way back: once the network is back, the
 * check runs the launch again for that address and opens it.
 */
function networkCheckUrl(path: string, query: Record<string, string>): string {
  const landing = path === PAGES.networkCheck.slice(1) ? query.redirect : buildUrl(path, query);
  return buildUrl(PAGES.networkCheck, landing ? { redirect: landing } : {});
}

async function loadAppDomain(
  deps: LaunchDeps,
  ready: Promise<unknown> | undefined,
): Promise<LaunchResult | null> {
  let reason: 'noDomain' | 'networkFault' | 'systemBusy';
  let detail: string;
  try {
    const result = await fetchData(['app', 'domain'], () =>
      call(appDomain.getAppDomain, { packageName: APP_PACKAGE_NAME }, { silent: true }),
    );
    // The access node: the base of the session's API calls from now on (and of the backend's
    // relative pictures), kept until the tab closes. A node the deployment does not allow (one
    // its policy would block) is no node at all.
    const node = accessNodeBase(result?.domain);
    if (node) {
      setAccessNode(node);
      useShopCacheStore.getState().setAppDomain(node);
      return null;
    }
    reason = 'noDomain';
    detail = result?.domain ? `access node not allowed: ${String(result.domain)}` : 'empty domain';
  } catch (error) {
    // An answer that refuses or lacks the domain is a failure to get the access node; no answer
    // at all is what a failed host-name lookup looks like from a browser.
    const kind = isApiError(error) ? error.kind : '';
    reason =
      kind === 'envelope' || kind === 'contract'
        ? 'noDomain'
        : kind === 'transport'
          ? 'systemBusy'
          : 'networkFault';
    detail = error instanceof Error ? error.message : String(error);
  }
  void errorReport({
    platform: 'h5',
    packageName: APP_PACKAGE_NAME,
    error: `${reason}: ${detail}`,
  }).catch(() => {});
  await ready;
  await deps.alert(String(i18next.t(`api.appDomain.${reason}`)));
  deps.quit();
  return { ok: false, reason };
}

/**
 * The launch sequence (called once from main.tsx before the first page shows):
 * stores from the landing query, mini-user launch data, app domain (with its failure messages and
 * the network-check route), base configuration, preview mode, and the WeChat
 * official-account authorisation.
 */
export async function runLaunch(options: LaunchOptions): Promise<LaunchResult> {
  const deps: LaunchDeps = { ...defaultDeps, ...options.deps };
  const path = options.path.replace(/^\/+/, '');
  const query = options.query ?? {};

  applyQuery(path, query);
  loadMiniUsers(options.mode);

  // Without a network nothing below can work, whether or not the app-domain step runs.
  if (!deps.online()) {
    await options.ready;
    await deps.reLaunch(networkCheckUrl(path, query));
    return { ok: false, reason: 'offline' };
  }

  // Only the WeChat browser asks for an official-account authorisation: its code is fetched now,
  // beside the calls below, and used once they are answered.
  const wechat = deps.isWechat() ? import('./wechat') : null;
  // The access node comes first: every call below goes to it. Named once, it is kept for the
  // session. The early calls (src/app/early) sent the first calls to the deployment's backend at
  // the same time as this question: where the node is that backend, they are these very calls.
  const wantDomain = (options.loadAppDomain ?? APP_DOMAIN_ENABLED) && !hasAccessNode();
  if (wantDomain) {
    const stopped = await loadAppDomain(deps, options.ready);
    if (stopped) return stopped;
    // The node's answer is often in already (the early calls asked for it), and so is the
    // configuration's: reading both in one go made one long task on a phone. The configuration
    // is read in the next task; its request (when the early calls did not send it) waits that
    // one turn.
    await nextTask();
  }
  // The generic settings (orders query mode, login avatar) are
  // not on any first screen: they come after the first page's calls (main.tsx), which a phone
  // sends over a handful of connections only.
  const config = refreshBaseConfig(useLayoutStore.getState().promoCode);
  // A returning visitor of the same agent sees the last configuration at once, while it loads.
  // With none kept (a first visit), keeping this one waits until the first screen is painted. Its
  // code is part of the first load: as a file of its own it was one more request beside the
  // stack's, in the middle of the first screen's download.
  const followStored = () => followStoredConfig(useLayoutStore.getState().promoCode);
  if (localStore()?.getItem(STORED_CONFIG_KEY) != null) followStored();
  else {
    const later = () => void afterPaint(followStored);
    void config.then(later, later);
  }
  // A preview link's card does not depend on either: it is asked for at the same time. The card
  // session code is only needed for preview links, so it stays out of the first load.
  const preview = parsePreview(query.iotPreview)
    ? import('@/features/data/sim').then(({ enterPreview }) => enterPreview(query.iotPreview))
    : null;
  // Its failure is taken up below; not left unhandled while the domain and configuration load.
  preview?.catch(() => undefined);
  await config;
  await preview;

  const wechatRedirect = await wechat?.then(
    ({ wechatAuthorize }) => wechatAuthorize(path, query, deps),
    () => undefined,
  );
  return wechatRedirect ? { ok: true, wechatRedirect } : { ok: true };
}
