import { describe, expect, it } from 'vitest';
import { normaliseNumber, typedNumber } from '@/lib/normalise';

describe('normaliseNumber: mobile', () => {
  it.each([
    '13800138000',
    '+86 138 0013 8000',
    '+86-138-0013-8000',
    '+8613800138000',
    '138-0013-8000',
    '138 0013 8000',
    '0086 13800138000',
    '0086-138-0013-8000',
    '8613800138000',
    ' 138 0013 8000 ',
    '(+86) 138 0013 8000',
    '138.0013.8000',
    '138\u00a00013\u00a08000',
    '\uff11\uff13\uff18\u3000\uff10\uff10\uff11\uff13\u3000\uff18\uff10\uff10\uff10',
    '\uff0b\uff18\uff16 138 0013 8000',
    '138\t0013\n8000',
  ])('reads %j as 13800138000', (text) => {
    expect(normaliseNumber('mobile', text)).toBe('13800138000');
  });

  it.each([
    '',
    '1380013800',
    '138001380001',
    '23800138000',
    '+1 138 0013 8000',
    '+86 138 0013 800',
    '86138001380',
    '138O0138000',
    '1380013800a',
    '+86 +86 13800138000',
    '1 3 8 0 0 1 3 8 0 0 0 0',
  ])('refuses %j', (text) => {
    expect(normaliseNumber('mobile', text)).toBeNull();
  });
});

describe('normaliseNumber: ID card', () => {
  it.each([
    ['11010519491231002X', '11010519491231002X'],
    ['11010519491231002x', '11010519491231002X'],
    ['110105 19491231 002x', '11010519491231002X'],
    ['110105-1949-1231-002x', '11010519491231002X'],
    [' 440305200012310012 ', '440305200012310012'],
    [
      '\uff11\uff11\uff10\uff11\uff10\uff15\uff11\uff19\uff14\uff19\uff11\uff12\uff13\uff11\uff10\uff10\uff12\uff58',
      '11010519491231002X',
    ],
  ])('reads %j as %s', (text, expected) => {
    expect(normaliseNumber('idCard', text)).toBe(expected);
  });

  it.each([
    '',
    '11010519491231002',
    '1101051949123100212',
    '01010519491231002X',
    '110105194913310022',
    '11010519491231002Y',
  ])('refuses %j', (text) => {
    expect(normaliseNumber('idCard', text)).toBeNull();
  });

  it('never treats an ID card as a mobile, nor the reverse', () => {
    expect(normaliseNumber('mobile', '11010519491231002X')).toBeNull();
    expect(normaliseNumber('idCard', '+86 138 0013 8000')).toBeNull();
  });
});

describe('typedNumber', () => {
  it('keeps text that is not a valid number exactly as typed, caret and all', () => {
    expect(typedNumber('mobile', '+86 138 0013 800', 16)).toEqual({
      value: '+86 138 0013 800',
      caret: 16,
    });
    expect(typedNumber('mobile', 'abc', 1)).toEqual({ value: 'abc', caret: 1 });
    expect(typedNumber('idCard', '110105 1949', 11)).toEqual({ value: '110105 1949', caret: 11 });
    expect(typedNumber('idCard', '11010519491231002', 3)).toEqual({
      value: '11010519491231002',
      caret: 3,
    });
  });

  it('rewrites a valid number with the caret at its end when it was at the end', () => {
    expect(typedNumber('mobile', '+86 138 0013 8000', 17)).toEqual({
      value: '13800138000',
      caret: 11,
    });
    expect(typedNumber('idCard', '11010519491231002x', 18)).toEqual({
      value: '11010519491231002X',
      caret: 18,
    });
  });

  it('keeps the caret after the digit it followed when the number is rewritten', () => {
    // "138 0013| 8000": after the seventh digit.
    expect(typedNumber('mobile', '138 0013 8000', 8)).toEqual({ value: '13800138000', caret: 7 });
    // "+86 1|38 0013 8000": after the first digit of the number itself.
    expect(typedNumber('mobile', '+86 138 0013 8000', 5)).toEqual({
      value: '13800138000',
      caret: 1,
    });
    // Inside the country code: before the number.
    expect(typedNumber('mobile', '0086 13800138000', 2)).toEqual({
      value: '13800138000',
      caret: 0,
    });
    expect(typedNumber('idCard', '110105 19491231 002x', 7)).toEqual({
      value: '11010519491231002X',
      caret: 6,
    });
  });

  it('leaves a valid number as it is', () => {
    expect(typedNumber('mobile', '13800138000', 4)).toEqual({ value: '13800138000', caret: 4 });
    expect(typedNumber('mobile', '13800138000', null)).toEqual({
      value: '13800138000',
      caret: null,
    });
  });
});
