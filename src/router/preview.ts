/** The card area: every page here takes `?iotPreview=IotLayout:{digits}` (SPEC section 2). */
export const IOT_AREA = /^pages(?:-sub)?\/iot\//;

/** Whether a page belongs to the card area (leading slash and query allowed). */
export const isIotArea = (path: string) => IOT_AREA.test(cleanPath(path));

/**
 * Pages that work without a real card, so a layout preview may show them. Every other card page
 * would answer 34061 and send the operator to the login: in preview it says it is not available.
 */
const PREVIEW_PAGES: ReadonlySet<string> = new Set([
  'pages/iot/index/index',
  'pages/iot/index/moreMenu/index',
  'pages/iot/index/customer/index',
  'pages/iot/login/index',
  'pages/iot/login/code/index',
  'pages/iot/login/protocol',
]);

function cleanPath(path: string): string {
  return path.trim().replace(/^\/+/, '').split('?')[0];
}

/** Whether a layout preview may open this page (the same rule for the home, the more-menu and a link). */
export const opensInPreview = (path: string) => PREVIEW_PAGES.has(cleanPath(path));
