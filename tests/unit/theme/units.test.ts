import { describe, expect, it } from 'vitest';
import { px, rpx } from '@/theme/units';

describe('rem scaling', () => {
  it('makes 750 rpx the full width: 32 rem at 10/320', () => {
    expect(rpx(750)).toBe('32rem');
    expect(rpx(375)).toBe('16rem');
  });
  it('rounds to 5 decimals', () => {
    expect(rpx(28)).toBe('1.19467rem');
    expect(rpx(1)).toBe('0.04267rem');
  });
  it('treats CSS px on a 375 px screen as 2 rpx each', () => {
    expect(px(14)).toBe(rpx(28));
    expect(rpx(0)).toBe('0');
  });
});
