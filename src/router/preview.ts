import { cleanPath } from './iotArea';

// The card area's test lives in ./iotArea, which the first load needs; this module, which only
// the card pages need, loads with them.
export { IOT_AREA, isIotArea } from './iotArea';

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

/** Whether a layout preview may open this page (the same rule for the home, the more-menu and a link). */
export const opensInPreview = (path: string) => PREVIEW_PAGES.has(cleanPath(path));
