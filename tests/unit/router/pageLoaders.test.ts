import { describe, expect, it, vi } from 'vitest';
import { loadPage, pageAreaPrefetches } from '@/router/pages';
import { routeArea, routes } from '@/router/routes';
import { essentialLoaders } from '@/router/loaders/essential';
import { loaders as shellLoaders } from '@/router/loaders/shell';
import { loaders as shopLoaders } from '@/router/loaders/shop';
import { loaders as iotLoaders } from '@/router/loaders/iot';
import { loaders as iotServicesLoaders } from '@/router/loaders/iotServices';

const PromisePage = () => null;
vi.mock('@/pages/pages/about/promise', () => ({ default: PromisePage }));

const maps = {
  shell: shellLoaders,
  shop: shopLoaders,
  iot: iotLoaders,
  iotServices: iotServicesLoaders,
} as const;

describe('page loaders', () => {
  it('has one loader per route: in the first load, or in the map of its own area', () => {
    for (const { path } of routes) {
      const area = routeArea(path);
      expect(area, path).toBeDefined();
      const homes = [
        Object.keys(essentialLoaders).includes(path),
        ...Object.entries(maps).map(([name, map]) => name === area && path in map),
      ];
      expect(homes.filter(Boolean), path).toHaveLength(1);
    }
    const mapped = [essentialLoaders, ...Object.values(maps)].flatMap((map) => Object.keys(map));
    expect(mapped.sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('loads a page through its area map, with or without the leading slash', async () => {
    await expect(loadPage('/pages/about/promise')).resolves.toMatchObject({ default: PromisePage });
    await expect(loadPage('pages/about/promise')).resolves.toMatchObject({ default: PromisePage });
  });

  it('refuses a path that is not in the table, an inherited name included', async () => {
    await expect(loadPage('pages/none/index')).rejects.toThrow('pages/none/index');
    await expect(loadPage('constructor')).rejects.toThrow('constructor');
  });

  it('prefetches the maps one area per call, without throwing', () => {
    expect(pageAreaPrefetches).toHaveLength(4);
    for (const prefetch of pageAreaPrefetches) expect(() => prefetch()).not.toThrow();
  });
});
