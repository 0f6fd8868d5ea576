/**
 * The kinds of first screen index.html carries, and which one a landing address gets. Shared by
 * the build (which draws each kind) and the early script in index.html (which picks one from
 * `location.hash` before any module loads), so both read the same table.
 */
export const LANDINGS = ['home', 'numbers', 'iot', 'orders', 'customer', 'mine', 'page'] as const;
export type Landing = (typeof LANDINGS)[number];

/** Path patterns (the hash's path without its leading slash and query), first match wins. */
export const LANDING_PATTERNS: readonly (readonly [pattern: string, landing: Landing])[] = [
  ['^(pages/index/index)?$', 'home'],
  ['^pages/index/VanityNumber/index$', 'numbers'],
  ['^pages/goods/fastNumber/index$', 'numbers'],
  ['^pages/iot/index/index$', 'iot'],
  ['^pages/order/index$', 'orders'],
  ['^pages/customer/index$', 'customer'],
  ['^pages/user/index$', 'mine'],
];

/** The landing kind of an address hash such as `#/pages/iot/index/index?x=1`. */
export function landingOf(hash: string): Landing {
  const path = hash.replace(/^#?\/*/, '').split('?')[0];
  for (const [pattern, landing] of LANDING_PATTERNS) {
    if (new RegExp(pattern).test(path)) return landing;
  }
  return 'page';
}

/**
 * Message namespaces no landing page's first screen uses (the card services'). The build gives
 * them files of their own that the early script does not preload; the card home asks for them
 * when idle (src/app/router.tsx `laterNamespaces`), every other card page before it draws.
 */
export const LATER_NAMESPACES = ['iotServices'] as const;
