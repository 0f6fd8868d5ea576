import { rpx } from './units';

/** Raw colours; components use the semantic names below, never these. */
export const palette = {
  /** The spec's tab-bar green; too light for text, so text and buttons use green700. */
  green600: '#018d71',
  green700: '#017a62',
  green500: '#07a883',
  green50: '#e6f6f2',
  grey900: '#1f1f1f',
  grey700: '#555555',
  grey600: '#666666',
  grey500: '#999999',
  grey550: '#6b6b6b',
  grey300: '#dcdcdc',
  grey200: '#ebedf0',
  grey100: '#f2f3f5',
  grey50: '#f8f8f8',
  white: '#ffffff',
  black: '#000000',
  red600: '#b02d0a',
  red500: '#ee0a24',
  orange500: '#ff7a00',
  orange700: '#a84f00',
  orange50: '#fff4e5',
  blue600: '#1761c4',
  gold500: '#c59a2f',
  gold700: '#8a6a1a',
} as const;

export const theme = {
  colors: {
    /** Brand colour for text, buttons and links: meets 4.5:1 on white. */
    brand: palette.green700,
    brandHover: palette.green500,
    brandSoft: palette.green50,
    onBrand: palette.white,
    text: palette.grey900,
    textSecondary: palette.grey600,
    /** Muted text that still meets 4.5:1 on the page background. */
    textMuted: palette.grey550,
    /** Decorative grey for icons, borders and placeholders (not for text). */
    decorative: palette.grey500,
    background: palette.grey100,
    surface: palette.white,
    border: palette.grey200,
    divider: palette.grey300,
    navBar: palette.grey50,
    navBarText: palette.black,
    tabBarBackground: palette.grey50,
    tabBarSelected: palette.green600,
    tabBarNormal: palette.grey500,
    /** Tab labels use these: the spec's greens and greys fail text contrast on #F8F8F8. */
    tabBarSelectedText: palette.green700,
    tabBarNormalText: palette.grey700,
    danger: palette.red600,
    dangerStrong: palette.red500,
    warning: palette.orange700,
    warningDecorative: palette.orange500,
    warningSoft: palette.orange50,
    info: palette.blue600,
    vip: palette.gold700,
    vipDecorative: palette.gold500,
    overlay: 'rgba(0, 0, 0, 0.6)',
    toast: 'rgba(0, 0, 0, 0.78)',
    focus: palette.blue600,
  },
  space: {
    xxs: rpx(4),
    xs: rpx(8),
    sm: rpx(16),
    md: rpx(24),
    lg: rpx(32),
    xl: rpx(48),
    xxl: rpx(64),
  },
  radii: {
    sm: rpx(8),
    md: rpx(16),
    lg: rpx(24),
    round: '999px',
  },
  fontSizes: {
    xs: rpx(22),
    sm: rpx(24),
    md: rpx(28),
    lg: rpx(32),
    xl: rpx(36),
    xxl: rpx(48),
    display: rpx(64),
  },
  fontWeights: { regular: 400, medium: 500, bold: 600 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  sizes: {
    navBar: rpx(88),
    tabBar: rpx(100),
    tapTarget: rpx(88),
    maxAppWidth: '540px',
  },
  shadows: {
    card: '0 2px 8px rgba(0, 0, 0, 0.06)',
    popup: '0 -4px 16px rgba(0, 0, 0, 0.12)',
  },
  zIndices: { navBar: 100, tabBar: 100, popup: 2000, dialog: 2100, toast: 3000 },
  durations: { fast: '150ms', normal: '300ms' },
} as const;

export type AppTheme = typeof theme;
