import { getWechatInfo, wechatAuthorizeUrl } from '@/api/site';
import { normalizeCode } from '@/lib/emptyish';
import { fetchData } from '@/features/data/cache';
import type { LaunchDeps } from './launch';

const isIotPage = (path: string) => /^pages(?:-sub)?\/iot\//.test(path.replace(/^\/+/, ''));

/**
 * The WeChat official-account authorisation of the launch (loaded in the WeChat browser only):
 * when the shop says this visitor must log in, the browser goes to the authorise endpoint (which
 * answers with WeChat's redirect). Returns that address, or undefined when no authorisation is
 * needed or it cannot be asked for.
 */
export async function wechatAuthorize(
  path: string,
  query: Record<string, string>,
  deps: LaunchDeps,
) {
  const promoCode = normalizeCode(query.promoCode);
  // A card page opened with an agent's promo code skips the shop's authorisation.
  if (promoCode && isIotPage(path)) return undefined;
  try {
    const info = await fetchData(['site', 'wechatInfo', promoCode], () => getWechatInfo(promoCode));
    if (!info.needLogin) return undefined;
  } catch {
    return undefined;
  }
  // The browser goes to the authorise endpoint itself (it answers with WeChat's redirect).
  const url = wechatAuthorizeUrl({
    type: 1,
    syncRedirect: deps.currentHref(),
    page: 'login',
    promoCode,
  });
  deps.redirect(url);
  return url;
}
