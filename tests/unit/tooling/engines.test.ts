import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: Record<string, string> | string[]; version?: string }>;
};

/** The oldest release of each Node line the README promises. */
const promised = ['20.19.0', '22.13.0'];

describe('Node versions', () => {
  it('the README lines and package.json agree', () => {
    for (const version of promised) expect(semver.satisfies(version, pkg.engines.node)).toBe(true);
  });

  it('every locked package accepts the promised Node versions, so npm ci prints no engine warning', () => {
    const refused: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
      if (!range) continue;
      for (const version of promised) {
        if (!semver.satisfies(version, range))
          refused.push(`${where}@${entry.version}: node ${range} refuses ${version}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
