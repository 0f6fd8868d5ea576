import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { serializeParams } from '@/api/querySerializer';

const withQs = (params: Record<string, unknown>) =>
  qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true });

describe('serializeParams', () => {
  it('writes every query as qs does with the client’s options', () => {
    const queries: Record<string, unknown>[] = [
      {},
      { page: 1, pageSize: 20, operatorType: '-99', provinceCode: '440000' },
      { keyword: '', none: null, gone: undefined, yes: true, no: false, zero: 0, neg: -1.5 },
      { promoCode: "A B/ü!'()*~._-", text: '中文 繁體 😀', amp: 'a&b=c?d#e%f+g' },
      { 'a[b]': 'key as it is', é: 'é' },
      { nan: Number.NaN, big: 1e21, small: 1e-7 },
      { range: { min: 1, max: 2 } },
      { ids: [1, 2, 3], page: 1 },
      { when: new Date(Date.UTC(2026, 0, 2)) },
      { lone: 'a\uD800b' },
    ];
    for (const params of queries)
      expect(serializeParams(params), JSON.stringify(params)).toBe(withQs(params));
  });
});
