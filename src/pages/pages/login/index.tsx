import { nav, runtimeUrl } from '@/router/nav';
import { SHOP_LOGIN, SINGLE_INDEX, isTabPath } from '@/router/routes';
import type { PageProps } from '@/router/types';
import { parseUrl } from '@/router/url';
import { ShopLoginBox } from '@/features/shop/ShopLoginBox';
import { shopUrl } from '@/features/shop/links';

/** Goes where the login was asked from (replacing the login page), or to the orders tab. */
async function goBack(redirect: string | undefined) {
  const target = runtimeUrl(redirect && nav.isKnown(redirect) ? redirect : '');
  const path = target ? parseUrl(target).path : '';
  if (!target || path === SHOP_LOGIN) {
    await nav.switchTab(shopUrl('/pages/order/index'));
    return;
  }
  const result =
    isTabPath(path) || path === '' || path === SINGLE_INDEX
      ? await nav.switchTab(target)
      : await nav.redirectTo(target);
  if (!result.ok) await nav.reLaunch(target);
}

/** Order-query login by mobile and SMS code; returns to the page that asked. */
export default function ShopLoginPage({ query }: PageProps) {
  return <ShopLoginBox mode={1} onLoggedIn={() => void goBack(query.redirect)} />;
}
