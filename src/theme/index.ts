export { theme, palette, type AppTheme } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export { rpx, px, DESIGN_WIDTH_RPX, REM_RATIO, MAX_APP_WIDTH_PX } from './units';
