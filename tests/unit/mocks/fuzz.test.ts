import { afterEach, describe, expect, it } from 'vitest';
import { createRandom, fuzzReport, fuzzResponse, mutate, startFuzz, stopFuzz } from '@/mocks/fuzz';

const sample = {
  list: [
    { id: 1, name: 'Card', price: 29.9, createTime: '2026-01-02 03:04:05', tags: ['a'] },
    { id: 2, name: 'Card 2', price: 9, createTime: '2026-01-02 03:04:05', tags: [] },
  ],
  total: 2,
  enabled: true,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => stopFuzz());

describe('mutate', () => {
  it('is reproducible with the same seed and leaves the input alone', () => {
    const before = structuredClone(sample);
    const a = mutate(sample, createRandom(7), 2);
    const b = mutate(sample, createRandom(7), 2);
    expect(a).toEqual(b);
    expect(sample).toEqual(before);
  });

  it('changes the data in the places it reports', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const { data, applied } = mutate(sample, createRandom(seed), 1);
      expect(applied).toHaveLength(1);
      expect(applied[0]).toMatch(/^[^:]+:[a-zA-Z]+$/);
      // A mutation may by chance give back an equal value only for an empty list made empty.
      if (!applied[0].startsWith('list.1.tags:emptyArray')) expect(data).not.toEqual(sample);
    }
  });

  it('covers every kind of hostile value over many seeds', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 500; seed += 1) {
      for (const item of mutate(sample, createRandom(seed), 2).applied) {
        kinds.add(item.split(':')[1]);
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        'emojiRtl',
        'emptyArray',
        'futureDate',
        'hugeArray',
        'longString',
        'negative',
        'notANumber',
        'null',
        'pastDate',
        'remove',
        'wrongType',
      ].sort(),
    );
  });

  it('mutates primitive and missing data too', () => {
    expect(mutate(null, createRandom(3)).applied[0]).toMatch(/^\(data\):/);
    expect(mutate('text', createRandom(3)).applied[0]).toMatch(/^\(data\):/);
  });
});

describe('fuzzResponse', () => {
  const request = new Request('http://demo.test/api/iot/simInfo');

  it('passes responses through when no run is active', async () => {
    const response = json({ code: 0, message: 'ok', data: sample });
    expect(await fuzzResponse(request, response)).toBe(response);
  });

  it('mutates the data of successful envelopes and counts it', async () => {
    startFuzz({ seed: 5 });
    const response = await fuzzResponse(request, json({ code: 0, message: 'ok', data: sample }));
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body.code).toBe(0);
    expect(body.data).not.toEqual(sample);
    const report = fuzzReport();
    expect(report.active).toBe(true);
    expect(report.mutations).toBeGreaterThanOrEqual(1);
    expect(report.recent[0]).toContain('/api/iot/simInfo');
  });

  it('keeps error envelopes and demo control paths as they are', async () => {
    startFuzz({ seed: 5 });
    const error = json({ code: 61, message: 'login', data: null });
    expect(await fuzzResponse(request, error)).toBe(error);
    const control = json({ code: 0, data: sample });
    expect(await fuzzResponse(new Request('http://demo.test/api/__demo/faults'), control)).toBe(
      control,
    );
  });

  it('keeps the totals of a finished run', async () => {
    startFuzz({ seed: 9 });
    await fuzzResponse(request, json({ code: 0, message: 'ok', data: sample }));
    stopFuzz();
    expect(fuzzReport()).toMatchObject({ active: false, seed: 9, responses: 1 });
  });
});
