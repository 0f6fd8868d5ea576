import { findRoute, IOT_LOGIN } from './routes';
import { cleanPath, isIotArea } from './iotArea';

// The card area's test lives in ./iotArea, which the first load needs; this module, which only
// the card pages need, loads with them.
export { IOT_AREA, isIotArea } from './iotArea';

/**
 * Whether a layout preview may open this page: every page may. The preview's card answers every
 * read, and a write (buying, paying, saving, binding) is refused where it is made, by the API
 * client, with the reason; so the home, the more-menu and links all lead on (an unknown page is
 * refused by navigation, as outside a preview).
 */
export const opensInPreview = (_path: string) => true;

/** The card login pages: logging in there leaves the preview. */
const LOGIN_PAGES: ReadonlySet<string> = new Set([
  IOT_LOGIN,
  'pages/iot/login/code/index',
  'pages/iot/login/protocol',
]);

/**
 * Where a card login may lead back to: a page of the card area in the route table, other than the
 * login pages themselves (a `redirect` query is checked against it; anything else goes home).
 */
export function returnsAfterLogin(path: string): boolean {
  const page = cleanPath(path);
  return isIotArea(page) && findRoute(page) !== undefined && !LOGIN_PAGES.has(page);
}
