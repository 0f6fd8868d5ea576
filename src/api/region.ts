import { call } from './call';
import * as site from './declarations/site';

/**
 * Static region data. Code 'all' gives the provinces with their cities; a province code (e.g.
 * '440000') gives that province's cities with their counties.
 */
export const getProvinces = (code: string = 'all') => call(site.getProvinces, { code });
