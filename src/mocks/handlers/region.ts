import { http, HttpResponse } from 'msw';
import { citiesOf, provincesWithCities } from '../db/seed/regions';
import { fail, ok, path } from './util';

export const regionHandlers = [
  // Static files in a real deployment; the demo answers them in the same envelope.
  http.get(path('/provinces/:file'), ({ params }) => {
    const file = String(params.file);
    const match = /^(all|\d{6})\.json$/.exec(file);
    if (!match) return new HttpResponse(null, { status: 404 });
    if (match[1] === 'all') return ok(provincesWithCities());
    const cities = citiesOf(match[1]);
    return cities ? ok(cities) : fail(404, 'Region not found', 404);
  }),
];
