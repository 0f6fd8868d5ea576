import { createGlobalStyle } from 'styled-components';
import { MAX_APP_WIDTH_PX, REM_RATIO } from '../src/theme';

/**
 * The phone a story stands for. The shop sizes everything in rem and its root size follows the
 * screen's width (up to 540 px), so a story drawn in a desktop window would be drawn for a 540 px
 * phone however narrow its frame. Wider than any phone, Storybook keeps the root size of the
 * phone (375 px) and draws each story in a frame of its phone's width.
 *
 * `parameters.phone`: `{ width }` names another phone width; `{ truncates: true }` says the story
 * cuts text on purpose (an ellipsis), which the docs check then allows; `false` draws the story
 * at its frame's full width (the desktop tools: the layout playground, the catalogues of the
 * foundations), still at the phone's root size.
 */
export type PhoneParameter = { width?: number; truncates?: boolean } | false | undefined;

/** The phone every story stands for unless it says otherwise. */
export const PHONE_WIDTH_PX = 375;

/** The phone's width a story asks for, or null for a story drawn at its frame's width. */
export function phoneWidth(parameter: PhoneParameter): number | null {
  if (parameter === false) return null;
  return parameter?.width ?? PHONE_WIDTH_PX;
}

/**
 * How much a frame of another phone width is scaled: the root size is the 375 px phone's, one
 * for the whole document, so a 414 px phone is the 375 px one drawn 414/375 as large (its hairline
 * borders grow with it, the one difference from the real phone).
 */
export const phoneZoom = (width: number) =>
  width === PHONE_WIDTH_PX ? undefined : width / PHONE_WIDTH_PX;

const PHONE_ROOT_SIZE = `${PHONE_WIDTH_PX * REM_RATIO}px`;

/**
 * On a Docs page the document is the docs page, never a phone: the root size is the phone's,
 * whatever the window's width.
 */
export const DocsRootSize = createGlobalStyle`
  html:root { font-size: ${PHONE_ROOT_SIZE}; }
`;

/**
 * A single story in a window wider than any phone (the canvas opened in a tab of its own, the
 * catalogue on a desktop, the playground beside its editors) is drawn at the phone's root size;
 * a phone story sits in a phone's screen, 667 px high and scrolling, in the middle of the window.
 * In a phone-wide window (the toolbar's phones, the story tests and their visual baselines)
 * nothing changes: the story is the whole screen as in the shop.
 */
/** A window wider than any phone, where a single story is drawn on a phone's screen. */
export const canvasOnDesktop = () =>
  window.matchMedia(`(min-width: ${MAX_APP_WIDTH_PX + 1}px)`).matches;

export const CanvasPhone = createGlobalStyle<{ $width: number | null }>`
  @media (min-width: ${MAX_APP_WIDTH_PX + 1}px) {
    html:root { font-size: ${PHONE_ROOT_SIZE}; }
    ${({ $width }) =>
      $width === null
        ? ''
        : `
    #storybook-root {
      width: ${PHONE_WIDTH_PX}px;
      height: 667px;
      margin: 24px auto;
      overflow: auto;
      overscroll-behavior: contain;
      transform: translateZ(0);
      box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12), 0 4px 16px rgba(0, 0, 0, 0.08);
      ${phoneZoom($width) ? `zoom: ${phoneZoom($width)};` : ''}
    }`}
  }
`;
