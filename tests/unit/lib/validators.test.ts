import { describe, expect, it } from 'vitest';
import { isIdCard, isLink, isMobile } from '@/lib/validators';

describe('isMobile', () => {
  it('accepts 11 digits starting with 1', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('19900000000')).toBe(true);
  });
  it.each([
    '',
    '1381234567',
    '138123456789',
    '23812345678',
    '1381234567a',
    ' 13812345678',
    null,
    undefined,
  ])('rejects %s', (value) => expect(isMobile(value)).toBe(false));
});

describe('isIdCard', () => {
  it('accepts a well-formed number, with X or x as the last character', () => {
    expect(isIdCard('110101199003077777')).toBe(true);
    expect(isIdCard('11010119900307777X')).toBe(true);
    expect(isIdCard('11010119900307777x')).toBe(true);
    expect(isIdCard('440305200012310012')).toBe(true);
  });
  it('accepts day 00 and day 31 as the rule allows', () => {
    expect(isIdCard('110101199003007777')).toBe(true);
    expect(isIdCard('110101199001317777')).toBe(true);
  });
  it.each([
    ['region starting with 0', '010101199003077777'],
    ['month 00', '110101199000077777'],
    ['month 13', '110101199013077777'],
    ['day 32', '110101199003327777'],
    ['17 characters', '11010119900307777'],
    ['19 characters', '1101011990030777777'],
    ['a letter other than X', '11010119900307777Y'],
    ['X in the middle', '1101011990030X7777'],
    ['year 1700', '110101170003077777'],
  ])('rejects %s', (_why, value) => expect(isIdCard(value)).toBe(false));
});

describe('isLink', () => {
  it('accepts http and https', () => {
    expect(isLink('http://example.com')).toBe(true);
    expect(isLink('https://example.com/a?b=1')).toBe(true);
    expect(isLink('HTTPS://EXAMPLE.COM')).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://x',
    '//example.com',
    'example.com',
    'https://',
    '',
    null,
  ])('rejects %s', (value) => expect(isLink(value)).toBe(false));
});
