/** Design width of every mock-up, in rpx. */
export const DESIGN_WIDTH_RPX = 750;
/** Root font size is (viewport width) * 10 / 320, so 1rem = 10 px on a 320 px screen. */
export const REM_RATIO = 10 / 320;
/** Width beyond which the layout stops growing (tablets and desktops see a phone-width column). */
export const MAX_APP_WIDTH_PX = 540;

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Converts design rpx (750 wide) to rem: 750 rpx is the whole width, 32 rem. */
export function rpx(value: number): string {
  if (value === 0) return '0';
  const rem = (value / DESIGN_WIDTH_RPX) * (1 / REM_RATIO);
  return `${round5(rem)}rem`;
}

/** Converts CSS px measured on a 375 px wide screen to rem. */
export function px(value: number): string {
  return rpx(value * 2);
}
