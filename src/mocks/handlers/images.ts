import { http, HttpResponse } from 'msw';

// Demo pictures (carousel banners, navigation icons, goods photos, avatars) drawn on request, so
// the demo looks finished without a picture host. They carry no text: words belong to the page.

const PALETTES: readonly [string, string][] = [
  ['#017a62', '#35b28f'],
  ['#1761c4', '#5aa0f2'],
  ['#a84f00', '#f0a04b'],
  ['#7a3fb0', '#b98ae6'],
  ['#b02d0a', '#f07a5a'],
  ['#0f6f8c', '#4cc3d9'],
];

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i += 1)
    value = (Math.imul(value, 31) + text.charCodeAt(i)) >>> 0;
  return value;
}

/** Width and height by the kind of picture the path names. */
function sizeOf(path: string): [number, number] {
  if (/banner|swiper|carousel/i.test(path)) return [750, 300];
  if (/avatar|icon|nav|menu|logo|operator/i.test(path)) return [96, 96];
  return [400, 400];
}

/** An SVG picture for a path: a gradient and a few soft shapes, the same for the same path. */
export function demoPicture(path: string): string {
  const seed = hash(path);
  const [from, to] = PALETTES[seed % PALETTES.length];
  const [width, height] = sizeOf(path);
  const round = width === height && width <= 96;
  const r = Math.min(width, height);
  const cx = ((seed >>> 3) % 60) + 20;
  const cy = ((seed >>> 7) % 60) + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="${round ? width / 2 : r * 0.06}" fill="url(#g)"/>
<circle cx="${cx}%" cy="${cy}%" r="${r * 0.28}" fill="#fff" fill-opacity="0.18"/>
<circle cx="${100 - cx}%" cy="${100 - cy}%" r="${r * 0.18}" fill="#fff" fill-opacity="0.12"/>
<rect x="${width * 0.3}" y="${height * 0.42}" width="${width * 0.4}" height="${height * 0.16}" rx="${height * 0.08}" fill="#fff" fill-opacity="0.28"/>
</svg>`;
}

/** Under this path the demo API draws pictures; the demo configuration uses it as image domain. */
export const DEMO_IMAGE_BASE = '/api/__demo/img';

export const imageHandlers = [
  http.get(/\/api\/__demo\/img\/.+/, ({ request }) => {
    const { pathname } = new URL(request.url);
    const path = pathname.slice(pathname.indexOf('/img/') + 5);
    return new HttpResponse(demoPicture(path), {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
      },
    });
  }),
];
