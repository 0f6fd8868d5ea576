export { nav, setNavToast, createNav, FORWARDED_PARAMS, fillPlaceholders } from './nav';
export type { Nav, NavHost, NavResult, NavFailure, MenuTarget } from './nav';
export type { PageProps, RouteDef } from './types';
export { routes, findRoute, isTabPath, TAB_ROUTES } from './routes';
