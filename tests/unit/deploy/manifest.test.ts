// What Lighthouse's installability audit asks of the page and its manifest, checked on the files
// the build copies as they are (public/ and index.html); the nginx run checks they are served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/all';
import { FALLBACK_LOCALE } from '@/i18n';
import { theme } from '@/theme/tokens';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file));

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};
const page = read('index.html').toString('utf8');

/** A PNG's width and height, from its header. */
function pngSize(file: string): [number, number] {
  const bytes = read(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The file in public/ an address under the shop's path names. */
const publicFile = (src: string) => {
  expect(src.startsWith('/shop/')).toBe(true);
  return `public/${src.slice('/shop/'.length)}`;
};

describe('the web app manifest', () => {
  it('names the app with its own name, opens the shop standalone and stays in it', () => {
    const appName = resources[FALLBACK_LOCALE].translation.common.appName;
    expect(manifest.name).toBe(appName);
    expect(manifest.short_name).toBe(appName);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/shop/');
    expect(manifest.scope).toBe('/shop/');
    expect(manifest.display).toBe('standalone');
  });

  it("takes the theme's colours, the same the page's theme-color names", () => {
    expect(manifest.theme_color.toLowerCase()).toBe(theme.colors.navBar.toLowerCase());
    expect(manifest.background_color.toLowerCase()).toBe(theme.colors.background.toLowerCase());
    const meta = /<meta name="theme-color" content="([^"]+)"/.exec(page)?.[1];
    expect(meta?.toLowerCase()).toBe(manifest.theme_color.toLowerCase());
  });

  it('has PNG icons of 192 and 512 pixels and a maskable one, each the size it says', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) {
      const [width, height] = pngSize(publicFile(icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const plain = pngs.filter((icon) => (icon.purpose ?? 'any').includes('any'));
    expect(plain.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons.filter((icon) => icon.type === 'image/svg+xml'))
      expect(read(publicFile(icon.src)).toString('utf8')).toMatch(/^<svg /);
  });
});

describe('index.html', () => {
  const links = Object.fromEntries(
    [...page.matchAll(/<link rel="([^"]+)" href="([^"]+)"[^>]*>/g)].map((m) => [
      `${m[1]} ${m[2]}`,
      m[0],
    ]),
  );

  it('links the manifest, the apple-touch-icon and a real favicon', () => {
    expect(links['manifest /manifest.webmanifest']).toBeTruthy();
    expect(pngSize('public/icons/apple-touch-icon.png')).toEqual([180, 180]);
    expect(links['apple-touch-icon /icons/apple-touch-icon.png']).toBeTruthy();
    expect(links['icon /icons/icon-32.png']).toContain('sizes="32x32"');
    expect(pngSize('public/icons/icon-32.png')).toEqual([32, 32]);
    expect(links['icon /icons/icon-192.png']).toContain('sizes="192x192"');
    expect(pngSize('public/icons/icon-192.png')).toEqual([192, 192]);
  });

  it('offers no SVG favicon: the page itself would draw it, in a long task after its first paint', () => {
    for (const [key, tag] of Object.entries(links))
      if (key.startsWith('icon ')) expect(tag).not.toContain('svg');
    expect(page).not.toContain('href="data:,"');
  });
});
