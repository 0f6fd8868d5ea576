import { describe, expect, it } from 'vitest';
import { dictLabel, dictTagType, type DictOption } from '@/lib/dict';

const options: DictOption[] = [
  { label: 'Mobile', value: 4, listClass: 'primary' },
  { label: 'Telecom', value: '1', listClass: 'info' },
];

describe('dictLabel', () => {
  it('finds by value, comparing as strings', () => {
    expect(dictLabel(options, '4')).toBe('Mobile');
    expect(dictLabel(options, 1)).toBe('Telecom');
  });
  it('returns unknown (or the given fallback) for missing values', () => {
    expect(dictLabel(options, 9)).toBe('unknown');
    expect(dictLabel(options, undefined)).toBe('unknown');
    expect(dictLabel(options, '')).toBe('unknown');
    expect(dictLabel(null, 4)).toBe('unknown');
    expect(dictLabel(options, 9, '未知')).toBe('未知');
  });
});

describe('dictTagType', () => {
  it('rewrites info to default and error to danger for BrandStatusOptions', () => {
    expect(dictTagType('BrandStatusOptions', 'info')).toBe('default');
    expect(dictTagType('BrandStatusOptions', 'error')).toBe('danger');
    expect(dictTagType('BrandStatusOptions', 'success')).toBe('success');
  });
  it('leaves other dictionaries alone', () => {
    expect(dictTagType('OperatorOptions', 'info')).toBe('info');
    expect(dictTagType('OperatorOptions', 'error')).toBe('default');
  });
  it('falls back to default for empty or unknown classes', () => {
    expect(dictTagType('X', '')).toBe('default');
    expect(dictTagType('X', null)).toBe('default');
    expect(dictTagType('X', 'sparkly')).toBe('default');
  });
});
