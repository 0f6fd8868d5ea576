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
