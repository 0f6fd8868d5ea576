// The pages every load benchmark measures (Lighthouse, trace, repeat visits), and the stack floor
// served beside them as the reference of the same run.
import fs from 'node:fs';
import path from 'node:path';
import { FLOOR_OUT_DIR, FLOOR_PORT, FLOOR_ROOT, buildFloor, startPreview } from './common.mjs';

export const LANDING_PAGES = [
  { name: 'Shop home', path: 'pages/index/index', landing: 'home' },
  { name: 'Vanity number list', path: 'pages/index/VanityNumber/index', landing: 'numbers' },
  // Preview mode shows a card layout without a card login (src/stores/iot.ts).
  {
    name: 'IoT home (preview)',
    path: 'pages/iot/index/index',
    query: 'iotPreview=IotLayout:1',
    landing: 'iot',
  },
];

export const FLOOR_NAME = 'Stack floor (reference)';

/** Serves the stack floor (built first when dist-floor/ is missing); resolves to the server. */
export async function startFloor() {
  if (!fs.existsSync(path.join(FLOOR_OUT_DIR, 'index.html'))) await buildFloor();
  return startPreview({ outDir: FLOOR_OUT_DIR, root: FLOOR_ROOT, port: FLOOR_PORT });
}

export const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Spread of figures: "min–max". */
export function spread(values, format) {
  const finite = values.filter((v) => Number.isFinite(v));
  if (!finite.length) return '-';
  return `${format(Math.min(...finite))}–${format(Math.max(...finite))}`;
}
