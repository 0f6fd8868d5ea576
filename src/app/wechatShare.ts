import { isWechatBrowser } from '@/api/context';
import { loadWechatSdk, updateWechatShare } from '@/api/wechatShare';
import { normalizeCode } from '@/lib/emptyish';
import { resolveImage } from '@/lib/image';
import { baseConfig } from '@/features/data/baseConfig';
import { useLayoutStore } from '@/stores/layout';

/** A share of the page being shown: the agent's title, description and logo, the promo code kept. */
export function shareCurrentPage() {
  if (!isWechatBrowser()) return;
  const config = baseConfig();
  const promoCode = normalizeCode(useLayoutStore.getState().promoCode);
  const href = globalThis.location?.href ?? '';
  const link =
    promoCode && !/[?&]promoCode=/.test(href)
      ? `${href}${href.includes('?') ? '&' : '?'}promoCode=${encodeURIComponent(promoCode)}`
      : href;
  const logo = config?.front?.logo
    ? resolveImage(config.front.logo, { domain: config.domain })
    : '';
  void loadWechatSdk().then(() =>
    updateWechatShare({
      title: config?.front?.title || document.title,
      desc: config?.front?.description ?? '',
      link,
      imgUrl: logo ? new URL(logo, href).href : '',
    }),
  );
}
