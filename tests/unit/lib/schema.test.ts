import { describe, expect, it } from 'vitest';
import {
  bool,
  checkAnswer,
  list,
  num,
  numOr,
  obj,
  oneOf,
  openableUrl,
  optNum,
  optObj,
  optStr,
  paged,
  reqStr,
  str,
  strList,
} from '@/lib/schema';

const read = (schema: Parameters<typeof checkAnswer>[0], data: unknown) =>
  checkAnswer(schema, data);

describe('field kinds', () => {
  it('reads what a server may send in place of the exact type', () => {
    const schema = obj({
      id: num,
      name: str,
      tags: strList,
      on: bool,
      page: paged(obj({ id: num })),
      kind: oneOf([1, 2, 99] as const, 1),
    });
    expect(
      read(schema, {
        id: '12',
        name: null,
        tags: [1, 'a'],
        on: 1,
        page: { list: null },
        kind: '99',
      }),
    ).toEqual({
      ok: true,
      data: {
        id: 12,
        name: '',
        tags: ['1', 'a'],
        on: true,
        page: { list: [], total: 0, page: 1, pageSize: 10, hasMore: false },
        kind: 99,
      },
      degraded: [],
    });
    expect(read(obj({ name: str }), { name: 42 })).toMatchObject({
      ok: true,
      data: { name: '42' },
    });
    expect(read(list(obj({ money: num })), null)).toMatchObject({ ok: true, data: [] });
  });

  it('ignores fields the declaration does not name', () => {
    expect(read(obj({ id: num }), { id: 1, extra: 'not ours' })).toEqual({
      ok: true,
      data: { id: 1 },
      degraded: [],
    });
  });

  it('leaves a broken optional field empty and says which field it was, never its value', () => {
    const schema = obj({
      simNo: reqStr,
      balance: optNum,
      points: numOr(0),
      title: str,
      note: optStr,
      on: bool,
      layout: optObj({ name: str, id: num }),
      kind: oneOf(['a', 'b'] as const, 'a'),
    });
    const result = read(schema, {
      simNo: '1064800000001',
      balance: 'lots-secret',
      points: {},
      title: { html: true },
      note: [],
      on: 'yes',
      layout: { id: 'x' },
      kind: 'c',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({
      simNo: '1064800000001',
      balance: undefined,
      points: 0,
      title: '',
      note: undefined,
      on: false,
      layout: null,
      kind: 'a',
    });
    expect(result.degraded).toEqual([
      { field: 'balance', reason: 'not a number' },
      { field: 'points', reason: 'not a number' },
      { field: 'title', reason: 'not a text' },
      { field: 'note', reason: 'not a text' },
      { field: 'on', reason: 'not a flag' },
      { field: 'layout.id', reason: 'not a number' },
      { field: 'kind', reason: 'not a known value' },
    ]);
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('drops a broken list item and keeps the others', () => {
    const schema = obj({ list: list(obj({ id: num, price: num })) });
    const result = read(schema, {
      list: [{ id: 1, price: 2 }, { id: 2, price: 'NaN' }, { id: 3 }],
    });
    expect(result).toEqual({
      ok: true,
      data: { list: [{ id: 1, price: 2 }] },
      degraded: [
        { field: 'list[1].price', reason: 'not a number' },
        { field: 'list[2].price', reason: 'missing' },
      ],
    });
    expect(read(schema, { list: { length: 1 } })).toEqual({
      ok: true,
      data: { list: [] },
      degraded: [{ field: 'list', reason: 'not a list' }],
    });
  });

  it('breaks only on a field the page cannot do without', () => {
    const schema = obj({ simNo: reqStr, id: num, cashier: openableUrl });
    expect(read(schema, { id: 1 })).toMatchObject({
      ok: false,
      breach: { field: 'simNo', reason: 'missing' },
    });
    expect(read(schema, { simNo: '', id: 1 })).toMatchObject({
      ok: false,
      breach: { field: 'simNo', reason: 'missing' },
    });
    expect(read(schema, { simNo: 'x', id: Number.POSITIVE_INFINITY })).toMatchObject({
      ok: false,
      breach: { field: 'id', reason: 'not a number' },
    });
    expect(read(schema, { simNo: 'x', id: 1, cashier: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      breach: { field: 'cashier', reason: 'not an http(s) address' },
    });
    expect(read(schema, 'object expected')).toMatchObject({
      ok: false,
      breach: { field: '(data)', reason: 'not an object' },
    });
    expect(read(obj({ inner: obj({ id: num }) }), { inner: null })).toMatchObject({
      ok: false,
      breach: { field: 'inner', reason: 'missing' },
    });
    expect(read(obj({ inner: obj({ id: num }) }), { inner: {} })).toMatchObject({
      ok: false,
      breach: { field: 'inner.id', reason: 'missing' },
    });
  });

  it('accepts the addresses the app may open', () => {
    for (const address of ['', '/api/__demo/cashier?orderSn=1', 'https://pay.example.com/c?x=1']) {
      expect(read(obj({ url: openableUrl }), { url: address }).ok, address).toBe(true);
    }
    for (const address of ['//evil.example', 'data:text/html,x', 'http://a b', 'ftp://x']) {
      expect(read(obj({ url: openableUrl }), { url: address }).ok, address).toBe(false);
    }
  });
});
