/** The icons a tab can show (the shop's four, reused by the card layout's tab bars). */
export type TabIconName = 'home' | 'orders' | 'service' | 'mine';

// Checked in order: a home path wins over a word it happens to contain further down.
const TAB_ICON_RULES: readonly [RegExp, TabIconName][] = [
  [/^(pages\/index\/index|pages-sub\/single\/index|pages\/iot\/index\/index)$/, 'home'],
  [/customer|kefu|service/i, 'service'],
  [/(^|\/)(user|mine)(\/|$)/i, 'mine'],
  [/order|menu/i, 'orders'],
];

/**
 * The icon of a tab from the page it opens, so that switching a tab off in a layout never moves
 * the other tabs' icons onto the wrong labels. Unknown pages get the list icon.
 */
export function tabIconFor(rawPath: string): TabIconName {
  const path = rawPath.replace(/^\/+/, '').split('?')[0];
  return TAB_ICON_RULES.find(([pattern]) => pattern.test(path))?.[1] ?? 'orders';
}
