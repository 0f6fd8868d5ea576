import { useEffect, useState, type ReactNode } from 'react';
import { PreviewBadge } from '@/components/iot/PreviewBadge';
import { useAfterPaint } from '@/components/ui/BelowFold';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import { IOT_LOGIN } from '@/router/routes';
import { IOT_HOME } from '@/router/table/iot';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useCurrentSim } from '@/features/data/simKey';
import {
  cardAside,
  confirmPreview,
  endPreviewSession,
  previewNeedsConsent,
} from '@/features/iot/previewSession';
import { layoutContrastWarnings } from '@/lib/contrast';

/** The one question on screen (each page of the preview mounts a gate; StrictMode mounts twice). */
let asking: Promise<boolean> | null = null;

/**
 * Asks whether the preview may take the place of the card logged in on this phone: yes keeps
 * the card's session aside for the preview's end; no (or the dialog closed) gives it back at once.
 */
function askOverCard(): Promise<boolean> {
  asking ??= feedback
    .dialog({
      title: String(i18next.t('iot.home.previewAskTitle')),
      message: String(i18next.t('iot.home.previewAsk', { simNo: cardAside() })),
      buttons: [
        { key: 'keep', label: String(i18next.t('iot.home.previewAskKeep')) },
        { key: 'preview', label: String(i18next.t('iot.home.previewAskGo')), primary: true },
      ],
    })
    .then((key) => {
      if (key === 'preview') confirmPreview();
      return key === 'preview';
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Ends the preview: the card kept aside is logged in again, else the card login opens. */
function leavePreview() {
  const restored = endPreviewSession();
  void nav.reLaunch(restored ? `/${IOT_HOME}` : `/${IOT_LOGIN}`);
}

/**
 * Every card page while an operator previews a layout: the preview marker (with its one-time
 * explanation) above the page. Every page draws with the layout's sample card; what would buy,
 * pay, save or bind is refused by the API client with its reason. A preview opened over a
 * logged-in card asks first and gives the card's session back when it ends. Loaded only in
 * preview, so customers never download it.
 */
export default function PreviewGate({ children }: { children: ReactNode }) {
  const simNo = useIotStore((state) => state.simNo);
  const layoutName = useCurrentSim()?.simLayout?.name ?? '';
  const introShown = useIotStore((state) => state.previewPopupShown);
  const [consenting, setConsenting] = useState(previewNeedsConsent);
  // The explanation opens once the page under it has been painted: the first draw of a preview
  // lays out the card's home alone, and the dialog follows in a task of its own.
  const { shown: painted } = useAfterPaint();

  useEffect(() => {
    if (!consenting) return;
    let live = true;
    void askOverCard().then((agreed) => {
      if (!live) return;
      if (agreed) setConsenting(false);
      else leavePreview();
    });
    return () => {
      live = false;
    };
  }, [consenting]);

  return (
    <>
      <PreviewBadge
        name={layoutName || simNo}
        warnings={layoutContrastWarnings(useCurrentSim()?.simLayout)}
        showIntro={painted && !introShown && !consenting}
        onIntroClose={() => useIotStore.getState().setPreviewPopupShown(true)}
        onExit={leavePreview}
      />
      {children}
    </>
  );
}
