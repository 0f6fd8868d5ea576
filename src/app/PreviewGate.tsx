import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewBadge } from '@/components/iot/PreviewBadge';
import { ErrorView } from '@/components/ui/ErrorView';
import { nav } from '@/router/nav';
import { IOT_LOGIN } from '@/router/routes';
import { opensInPreview } from '@/router/preview';
import { useIotStore } from '@/stores/iot';
import { useCurrentSim } from '@/features/data/simKey';
import { layoutContrastWarnings } from '@/lib/contrast';

/**
 * Every card page while an operator previews a layout: the preview marker (with its one-time
 * explanation) above the page, and pages that need a real card replaced by a short explanation.
 * Loaded only in preview, so customers never download it.
 */
export default function PreviewGate({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation();
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
      {opensInPreview(path) ? (
        children
      ) : (
        <ErrorView
          icon="info"
          title={t('iot.home.previewBlocked')}
          actionLabel={t('common.back')}
          onAction={() => void nav.navigateBack()}
        />
      )}
    </>
  );
}
