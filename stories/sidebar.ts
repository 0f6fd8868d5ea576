import { routeArea, type RouteArea } from '../src/router/routes';

// The sidebar speaks the product's words: each area of the route table is shown by the name a
// designer knows, its widgets under <area>/Widgets and its pages under <area>/Pages by their spec
// path (search the sidebar for `pages/iot/index/index`). A stories file writes its title as a
// literal, as Storybook's index needs; tests/unit/tooling/storyTitles.test.ts holds every title to
// these names and .storybook/preview.tsx orders the sidebar by them.

/** The sidebar name of each area of the route table (and of its folder under stories/). */
export const AREA_TITLES: Readonly<Record<RouteArea, string>> = {
  shop: 'Shop',
  iot: 'Card',
  iotServices: 'Card services',
  shell: 'App frame',
};

/** The sidebar name of each layer folder under stories/ that serves every area. */
export const LAYER_TITLES = {
  foundations: 'Foundations',
  ui: 'UI kit',
} as const;

/** The sidebar name of each subfolder of an area's widgets, by its folder under stories/. */
export const WIDGET_GROUP_TITLES: Readonly<Record<string, string>> = {
  'iot/home': 'Home',
  'iotServices/user': 'User centre',
  'iotServices/points': 'Points shop',
  'iotServices/device': 'Device and Wi-Fi',
};

/** The page catalogue's own docs page: the index of every page, in every area. */
export const CATALOGUE_TITLE = 'Foundations/Page catalogue';

/** Title of a page's stories file: its spec path under its area's Pages. */
export function pageTitleOf(path: string): string {
  const area = routeArea(path);
  if (!area) throw new Error(`no page ${path} in the route table`);
  return `${AREA_TITLES[area]}/Pages/${path}`;
}

/**
 * The title a widget's stories file starts with, by its folder under stories/ ('iot/home'):
 * `Card/Widgets/Home/` for it, `UI kit/` for 'ui'. Undefined for a folder with no name here.
 */
export function widgetTitlePrefix(folder: string): string | undefined {
  const [top, ...rest] = folder.split('/');
  if (Object.hasOwn(LAYER_TITLES, top) && rest.length === 0) {
    return `${LAYER_TITLES[top as keyof typeof LAYER_TITLES]}/`;
  }
  if (!Object.hasOwn(AREA_TITLES, top)) return undefined;
  const area = `${AREA_TITLES[top as RouteArea]}/Widgets/`;
  if (rest.length === 0) return area;
  const group = WIDGET_GROUP_TITLES[folder];
  return group ? `${area}${group}/` : undefined;
}
