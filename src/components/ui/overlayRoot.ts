import { createContext, useContext } from 'react';

/**
 * Where overlays (popups, dialogs, toasts, image previews, a header's compact bar) are drawn:
 * the document's body, unless a frame provides its own element (a story on a Docs page keeps
 * its overlays inside its own frame).
 */
export const OverlayRootContext = createContext<HTMLElement | null>(null);

/** The element overlays are portalled into (none where there is no document: a build-time draw). */
export function useOverlayRoot(): HTMLElement {
  const root = useContext(OverlayRootContext);
  return root ?? (typeof document === 'undefined' ? (null as never) : document.body);
}
