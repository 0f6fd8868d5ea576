import { startTransition, useEffect, useState } from 'react';
import type { SimLayoutMenu } from '@/api/types';
import { PREVIEW_PATTERN } from '@/lib/preview';
import { opensInPreview } from '@/router/preview';
import { useIotStore } from '@/stores/iot';

/** Whether the stored sim number is a layout preview rather than a card. */
export const isPreviewSim = (simNo: string = useIotStore.getState().simNo) =>
  PREVIEW_PATTERN.test(simNo);

/**
 * Whether a menu may be opened while an operator previews a layout: a page menu to a page that
 * works without a card. The home and the more-menu use the same rule.
 */
export function menuOpensInPreview(menu: SimLayoutMenu): boolean {
  return menu.type === 'page' && opensInPreview(menu.path ?? '');
}

/** The preview sim number ('IotLayout:1') while an operator previews, else ''. */
export function usePreviewSim(): string {
  const simNo = useIotStore((state) => state.simNo);
  return isPreviewSim(simNo) ? simNo : '';
}

/**
 * Whether a preview's one-time explanation is still open (`preview`: the page shows a preview),
 * followed in a transition. The tap that closes it is answered with the explanation gone, and
 * what waited for it on the page (the layout's own popup) is drawn after that, in slices: a page
 * reading the store directly was drawn again whole in the tap's own task.
 */
export function usePreviewIntroOpen(preview: boolean): boolean {
  const [open, setOpen] = useState(() => preview && !useIotStore.getState().previewPopupShown);
  useEffect(() => {
    const follow = () => {
      const next = preview && !useIotStore.getState().previewPopupShown;
      startTransition(() => setOpen(next));
    };
    // The store may have changed between the first render and this effect.
    follow();
    return useIotStore.subscribe(follow);
  }, [preview]);
  return open;
}
