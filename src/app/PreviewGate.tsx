import type { ReactNode } from 'react';
import { PreviewBadge } from '@/components/iot/PreviewBadge';
import { nav } from '@/router/nav';
import { IOT_LOGIN } from '@/router/routes';
import { useIotStore } from '@/stores/iot';
import { useCurrentSim } from '@/features/data/simKey';
import { layoutContrastWarnings } from '@/lib/contrast';

/**
 * Every card page while an operator previews a layout: the preview marker (with its one-time
 * explanation) above the page. Every page draws with the layout's sample card; what would buy,
 * pay, save or bind is refused by the API client with its reason. Loaded only in preview, so
 * customers never download it.
 */
export default function PreviewGate({ children }: { children: ReactNode }) {
  const simNo = useIotStore((state) => state.simNo);
  const layoutName = useCurrentSim()?.simLayout?.name ?? '';
  const introShown = useIotStore((state) => state.previewPopupShown);
  return (
    <>
      <PreviewBadge
        name={layoutName || simNo}
        warnings={layoutContrastWarnings(useCurrentSim()?.simLayout)}
        showIntro={!introShown}
        onIntroClose={() => useIotStore.getState().setPreviewPopupShown(true)}
        onExit={() => {
          useIotStore.getState().clearSession();
          void nav.reLaunch(`/${IOT_LOGIN}`);
        }}
      />
      {children}
    </>
  );
}
