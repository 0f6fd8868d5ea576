import { describe, expect, it } from 'vitest';
import { parsePreview } from '@/lib/preview';

describe('parsePreview', () => {
  it('accepts IotLayout and digits only', () => {
    expect(parsePreview('IotLayout:1')).toBe('IotLayout:1');
    expect(parsePreview(' IotLayout:204 ')).toBe('IotLayout:204');
    expect(parsePreview('IotLayout:')).toBe('');
    expect(parsePreview('IotLayout:1a')).toBe('');
    expect(parsePreview('iotlayout:1')).toBe('');
    expect(parsePreview(42)).toBe('');
    expect(parsePreview(undefined)).toBe('');
  });
});
