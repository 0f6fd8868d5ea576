import { useEffect } from 'react';
import type { SimLayoutMenu } from '@/api/types';
import { useResource } from '@/features/data/useResource';
import { opensInPreview } from '@/router/preview';
import { useIotStore } from '@/stores/iot';
import { isPreviewSim, loadSimInfo, reloadSimInfo } from '@/stores/iotSession';

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

/** The card's information from the store, loading it once when the page opens without it. */
export function useSimInfo() {
  const simInfo = useIotStore((state) => state.simInfo);
  useEffect(() => {
    if (!useIotStore.getState().simInfo) void loadSimInfo();
  }, []);
  return simInfo;
}

/** Reloads the card's information when the page opens, with an error state when it fails. */
export function useFreshSim() {
  return useResource(async () => {
    const info = await reloadSimInfo();
    if (!info) throw new Error('sim info unavailable');
    return info;
  }, []);
}
