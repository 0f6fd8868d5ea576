import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every zustand store lives in src/stores, which holds only the client's own state: the payment
// sheets' state included (src/stores/payment.ts), while the flow that creates, polls and
// invalidates stays in the data layer (src/features/data/payment.ts) and makes no store.

const src = path.resolve(import.meta.dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const makesStore = (file: string) => /from 'zustand'/.test(readFileSync(file, 'utf8'));

describe('zustand stores', () => {
  const makers = sources(src)
    .filter(makesStore)
    .map((file) => path.relative(src, file).split(path.sep).join('/'));

  it('are made in src/stores only', () => {
    expect(makers.filter((file) => !file.startsWith('stores/'))).toEqual([]);
    expect(makers).toContain('stores/payment.ts');
  });

  it('in src/stores never call the API (server data goes through the data layer)', () => {
    // Types, the request context, codes and constants may be imported; the modules that call may not.
    const CALLING =
      /import (?!type )[^;]*from '@\/api\/(?!types|context|codes|early|errors|endpoints)[\w/]+'/;
    const calling = makers
      .filter((file) => file.startsWith('stores/'))
      .filter((file) => CALLING.test(readFileSync(path.join(src, file), 'utf8')));
    expect(calling).toEqual([]);
  });
});
