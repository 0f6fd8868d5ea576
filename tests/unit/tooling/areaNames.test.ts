import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_AREAS } from '../../../src/router/routes';
import { en } from '../../../src/i18n/locales/en';

// One name per area everywhere: each top-level folder of the code, the stories and the demo API,
// each message namespace and each end-to-end spec is named after an area of the route table, or
// is one of the layers below that serve every area.

const root = path.resolve(import.meta.dirname, '../../..');
const areas: readonly string[] = ROUTE_AREAS;

/** Folders and namespaces that serve several areas and keep their own names. */
const LAYERS = {
  'src/features': ['data', 'forms', 'launch', 'media'],
  'src/components': ['ui'],
  'src/mocks/handlers': [],
  stories: ['ui', 'foundations', 'pages'],
  namespaces: ['common', 'lib', 'api', 'ui'],
  /** End-to-end specs across areas, by their whole name. */
  'tests/e2e': [
    'api-faults',
    'early-calls',
    'faults',
    'first-paint',
    'journeys',
    'privacy',
    'screen-reader',
    'security',
    'wechat',
  ],
} as const;

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__screenshots__')
    .map((entry) => entry.name);

/** Names that are neither an area nor a layer of the place. */
const strangers = (names: readonly string[], layers: readonly string[]) =>
  names.filter((name) => !areas.includes(name) && !layers.includes(name));

describe('one name per area', () => {
  it('the areas are the route table files', () => {
    const tables = readdirSync(path.join(root, 'src/router/table')).map((file) =>
      file.replace(/\.ts$/, ''),
    );
    const loaders = readdirSync(path.join(root, 'src/router/loaders')).map((file) =>
      file.replace(/\.ts$/, ''),
    );
    expect([...tables].sort()).toEqual([...areas].sort());
    expect(areas.every((area) => loaders.includes(area))).toBe(true);
  });

  for (const dir of ['src/features', 'src/components', 'src/mocks/handlers', 'stories'] as const) {
    it(`${dir}: each folder is an area or a layer`, () => {
      const names = folders(dir);
      expect(names.length).toBeGreaterThan(0);
      expect(strangers(names, LAYERS[dir])).toEqual([]);
    });
  }

  it('each message namespace is an area or a layer', () => {
    expect(strangers(Object.keys(en), LAYERS.namespaces)).toEqual([]);
  });

  it('each end-to-end spec is named <area>.spec.ts or <area>-<topic>.spec.ts, or is cross-area', () => {
    const files = readdirSync(path.join(root, 'tests/e2e')).filter(
      (file) => file.endsWith('.ts') && file !== 'playwright.config.ts',
    );
    expect(files.length).toBeGreaterThan(0);
    const wrong = files.filter((file) => {
      const name = file.replace(/(\.spec)?\.ts$/, '');
      if ((LAYERS['tests/e2e'] as readonly string[]).includes(name)) return false;
      return !areas.includes(name.split('-')[0]!);
    });
    expect(wrong).toEqual([]);
  });

  it('the check can fail', () => {
    expect(strangers(['iot-home', 'points', 'iot', 'ui'], LAYERS['src/components'])).toEqual([
      'iot-home',
      'points',
    ]);
  });
});
