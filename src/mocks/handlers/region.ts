import { http, HttpResponse } from 'msw';
import * as site from '@/api/declarations/site';
import { citiesOf, provincesWithCities } from '../db/seed/regions';
import { fail, okFor, on, path } from './util';

/** Every file of the region files' folder, from the declaration's path. */
export const REGION_FILES = path(
  `${site.getProvinces.path.slice(0, site.getProvinces.path.lastIndexOf('/'))}/*`,
);

const notFound = () => new HttpResponse(null, { status: 404 });

export const regionHandlers = [
  // Static files in a real deployment; the demo answers them in the same envelope.
  on(site.getProvinces, ({ params }) => {
    const match = /^(all|\d{6})$/.exec(String(params.code));
    if (!match) return notFound();
    if (match[1] === 'all') return okFor(site.getProvinces, provincesWithCities());
    const cities = citiesOf(match[1]);
    return cities ? okFor(site.getProvinces, cities) : fail(404, 'Region not found', 404);
  }),
  // Any other file of the folder is not there.
  http.get(REGION_FILES, notFound),
];
