import * as site from '@/api/declarations/site';
import { wechatAuthorizeUrl } from '@/api/site';
import { normalizeCode } from '@/lib/emptyish';
import { fetchData, removeData } from '@/features/data/cache';
import { queryOf } from '@/features/data/query';
import { loginWithWechat } from '@/features/data/wechatLogin';
import type { LaunchDeps } from './deps';
import {
  authorisationTried,
  issueAuthState,
  markAuthorisationTried,
  takeAuthState,
  withoutAuthReturn,
} from './authState';

const clean = (path: string) => path.replace(/^\/+/, '');
const isIotPage = (path: string) => /^pages(?:-sub)?\/iot\//.test(clean(path));
/** The bound accounts page takes its own way back (a binding, not the launch's login). */
const isBindingPage = (path: string) => clean(path) === 'pages-sub/iot/user/oauth';

/**
 * The way back from the launch's authorisation: the code logs the shop in only when the state is
 * the one this tab issued (once); a code in a link made elsewhere is never sent. Either way the
 * code and state leave the address, so a reload or a shared link does not carry them.
 */
async function finishAuthorisation(query: Record<string, string>, deps: LaunchDeps) {
  const check = takeAuthState('login', query.state);
  deps.replaceAddress(withoutAuthReturn(deps.currentHref()));
  const code = (query.code ?? '').trim();
  if (!check.ok || !code) return;
  try {
    await loginWithWechat(code);
  } catch {
    // Refused or unreachable: the shop goes on as a guest.
  }
}

/**
 * The WeChat official-account authorisation of the launch (loaded in the WeChat browser only):
 * when the shop says this visitor must log in, the browser goes to the authorise endpoint (which
 * answers with WeChat's redirect), with a state kept for this tab. One attempt a session: when
 * the backend still does not know the visitor afterwards, the shop goes on as a guest instead of
 * sending the browser round again. Returns that address, or undefined when no authorisation is
 * needed or it cannot be asked for.
 */
export async function wechatAuthorize(
  path: string,
  query: Record<string, string>,
  deps: LaunchDeps,
) {
  if (isBindingPage(path)) return undefined;
  const promoCode = normalizeCode(query.promoCode);
  // A card page opened with an agent's promo code skips the shop's authorisation.
  if (promoCode && isIotPage(path)) return undefined;
  const returned = 'code' in query || 'state' in query;
  if (returned) await finishAuthorisation(query, deps);
  try {
    const wechatInfo = queryOf(site.getWechatInfo, { promoCode });
    // After a login the answer kept from before it is out of date.
    if (returned) removeData(wechatInfo.key);
    const info = await fetchData(wechatInfo.key, wechatInfo.load);
    if (!info.needLogin) return undefined;
  } catch {
    return undefined;
  }
  // The loop guard: this tab was sent once already (or nothing can be remembered to stop a loop).
  if (authorisationTried() || !markAuthorisationTried()) return undefined;
  const state = issueAuthState('login');
  if (!state) return undefined;
  // The browser goes to the authorise endpoint itself (it answers with WeChat's redirect).
  const url = wechatAuthorizeUrl({
    type: 1,
    syncRedirect: withoutAuthReturn(deps.currentHref()),
    page: 'login',
    promoCode,
    state,
  });
  deps.redirect(url);
  return url;
}
