import type { DefaultTheme } from 'styled-components';

/** Mixes a #rrggbb theme colour with black by `amount` (0-1). */
export function darken(hex: string, amount: number): string {
  const value = hex.replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(value)) return hex;
  const channel = (start: number) =>
    Math.round(parseInt(value.slice(start, start + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}

/**
 * Theme colours deepened just enough for 4.5:1 text contrast on white and the page background:
 * the raw brand green (4.2:1), warning orange and gold are meant for fills and icons, not text.
 */
export const tone = {
  brand: (theme: DefaultTheme) => darken(theme.colors.brand, 0.15),
  warning: (theme: DefaultTheme) => darken(theme.colors.warning, 0.4),
  danger: (theme: DefaultTheme) => theme.colors.danger,
  vip: (theme: DefaultTheme) => darken(theme.colors.vip, 0.4),
  info: (theme: DefaultTheme) => theme.colors.info,
} as const;
