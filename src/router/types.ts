import type { ComponentType } from 'react';
import type { EnglishMessages } from '@/i18n/locales/en';

/** A page's query parameters, by name (the first value of each). */
export type Query = Record<string, string>;

/** Every page receives its query parameters as props (docs/requirements.md section 2). */
export interface PageProps {
  query: Query;
}

export type PageComponent = ComponentType<PageProps> & {
  /**
   * What the page asks for first, before it has rendered. When the app opens on this page it is
   * called with the landing query together with the launch's calls, so the answers are on their
   * way while the app draws itself. Optional: most pages load as they render.
   */
  prefetch?: (query: Query) => void;
};
export type PageModule = { default: PageComponent };

/** Namespaces that carry page titles under `<namespace>.titles`. */
type TitledNamespace = 'shell' | 'shop' | 'iot' | 'iotServices';

/** A page title key, e.g. 'shell.titles.home' or 'iot.titles.balance'. */
export type TitleKey = {
  [N in TitledNamespace]: `${N}.titles.${Extract<keyof EnglishMessages[N]['titles'], string>}`;
}[TitledNamespace];

export type TabIndex = 0 | 1 | 2 | 3;

export interface RouteDef {
  /** Spec path (docs/requirements.md section 2) without leading slash, e.g. 'pages/iot/index/index'. */
  path: string;
  /** Title shown in the navigation bar until the page sets its own. */
  titleKey: TitleKey;
  /** Tab index when this is one of the shop's four tab pages. */
  tab?: TabIndex;
  /** 'shop' needs a logged-in shop user (mobile); 'iot' needs a stored sim number. */
  auth?: 'shop' | 'iot';
  /** Hides the shell's navigation bar (pages with their own header). */
  hideNavBar?: boolean;
}

/** What each route of the app's router carries: its row of the route table (read by the shell). */
export interface RouteHandle {
  def: RouteDef;
}

/** Loads a page module: one chunk per page. */
export type PageLoader = () => Promise<PageModule>;

/** The page loaders of one area of the route table (../loaders), one per path of that area. */
export type PageLoaders<Path extends string> = { readonly [P in Path]: PageLoader };
