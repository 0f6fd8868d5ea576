import { describe, expect, it } from 'vitest';
import {
  CARRIER_PREFIXES,
  carrierOf,
  groupMobile,
  maskPhone,
  mockMaskedPhones,
} from '@/lib/phoneMask';

describe('maskPhone', () => {
  it('hides the middle four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('138 1234 5678')).toBe('138****5678');
  });
  it('leaves other input untouched', () => {
    expect(maskPhone('12345')).toBe('12345');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});

describe('carrierOf', () => {
  it('knows each carrier by prefix', () => {
    expect(carrierOf('13812345678')).toBe(4);
    expect(carrierOf('18912345678')).toBe(1);
    expect(carrierOf('18612345678')).toBe(2);
    expect(carrierOf('19212345678')).toBe(3);
    expect(carrierOf('10012345678')).toBeNull();
  });
});

describe('mockMaskedPhones', () => {
  it('makes masked numbers with real carrier prefixes, stable for a seed', () => {
    const list = mockMaskedPhones(20, 3);
    expect(list).toHaveLength(20);
    expect(mockMaskedPhones(20, 3)).toEqual(list);
    const all = Object.values(CARRIER_PREFIXES).flat();
    for (const phone of list) {
      expect(phone).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(all).toContain(phone.slice(0, 3));
    }
  });
  it('can stick to one carrier', () => {
    for (const phone of mockMaskedPhones(10, 1, 2))
      expect(carrierOf(`${phone.slice(0, 3)}00000000`)).toBe(2);
  });
  it('handles zero and negative counts', () => {
    expect(mockMaskedPhones(0)).toEqual([]);
    expect(mockMaskedPhones(-2)).toEqual([]);
  });
});

describe('groupMobile', () => {
  it('groups 11 digits 3-4-4 and leaves anything else as it is', () => {
    expect(groupMobile('13800138000')).toBe('138 0013 8000');
    expect(groupMobile('1064800000001')).toBe('1064800000001');
    expect(groupMobile('')).toBe('');
  });
});
