import { createGlobalStyle } from 'styled-components';
import { MAX_APP_WIDTH_PX, REM_RATIO } from './units';

/**
 * The shop's type: the system's own sans-serif on Apple phones, then the Chinese faces. The open
 * Chinese face comes before the vendors' (which only one platform each has): a browser that finds
 * none of them asks its system for each name it tries, once per weight, and on a phone without
 * them (Android, Linux) each of those misses cost the first screen a font lookup. Where a vendor's
 * face is installed, the open one usually is not, so what a shopper sees does not change.
 */
const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Helvetica Neue'",
  'Helvetica',
  "'Noto Sans CJK SC'",
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans'",
  'Arial',
  'sans-serif',
].join(', ');

/** Rem scaling (docs/requirements.md section 9), box sizing, safe areas and the phone-width column. */
export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: light;
    font-size: calc(min(100vw, ${MAX_APP_WIDTH_PX}px) * ${REM_RATIO});
    -webkit-text-size-adjust: 100%;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; height: 100%; }
  body {
    font-family: ${FONT_FAMILY};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-tap-highlight-color: transparent;
    overscroll-behavior-y: contain;
  }
  #root { min-height: 100%; }
  button, input, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  img { max-width: 100%; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
