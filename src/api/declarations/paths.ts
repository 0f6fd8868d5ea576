/**
 * The paths of the endpoints the early calls ask for before the app (src/app/early/plan.ts). They
 * sit here, apart from their declarations (the other files of this folder), because a declaration
 * module builds its schemas when it is loaded: importing a path from it would put the schema
 * library and every schema of the module into the entry's file (the early calls), which must stay small and load no
 * library.
 */

/** The access node, under the binding service's base (appDomain.ts). */
export const APP_DOMAIN_PATH = '/getAppDomain';
/** The base configuration (hk.ts). */
export const BASE_CONFIG_PATH = '/api/hk/baseConfig';
/** The card's information (iot.ts). */
export const SIM_INFO_PATH = '/api/iot/simInfo';
/** A number list's page (shop.ts). */
export const NUMBER_LIST_PATH = '/api/shop/numberList';
/** The visitor's location (shop.ts). */
export const IP_LOCATION_PATH = '/api/shop/base/ipLocation';
/** The dictionaries (site.ts). */
export const DICT_OPTIONS_PATH = '/api/dictData/options';
/** The static region file of every province with its cities (site.ts, code 'all'). */
export const ALL_PROVINCES_PATH = '/provinces/all.json';
