import { useCallback } from 'react';
import { i18next } from '@/i18n';
import { resolveImage } from '@/lib/image';
import { useBaseConfigStore } from '@/stores/baseConfig';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';

/** Resolves backend image paths against the configured domain, then the card's shop layout. */
export function useImageResolver() {
  const domain = useBaseConfigStore((state) => state.config?.domain);
  const shopLayoutDomain = useIotStore((state) => state.simInfo?.simShopLayout?.domain);
  return useCallback(
    (path: string) => resolveImage(path, { domain, shopLayoutDomain }),
    [domain, shopLayoutDomain],
  );
}

/** Asks the user to confirm a consequential action; resolves true on confirm. */
export async function confirmAction(message: string, confirmLabel?: string): Promise<boolean> {
  const key = await feedback.dialog({
    title: String(i18next.t('iotServices.common.confirmTitle')),
    message,
    buttons: [
      { key: 'cancel', label: String(i18next.t('common.cancel')) },
      { key: 'ok', label: confirmLabel ?? String(i18next.t('common.confirm')), primary: true },
    ],
  });
  return key === 'ok';
}

/** Converts a query value to a positive integer id, 0 when absent or malformed. */
export function queryId(value: string | undefined): number {
  const n = Number(value ?? NaN);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
