import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { resetOrderCert, uploadCertImage } from '@/api/shopOrder';
import { CertUpload, type CertSideKey } from '@/components/shop/CertUpload';
import { Card, Muted } from '@/components/shop/parts';
import { MainAction } from '@/components/ui/Button';
import type { UploaderFile } from '@/components/ui/Uploader';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useMutation, type Mutation } from '@/features/data/useMutation';

const MAX_SIZE = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png'];

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

type Slot = UploaderFile & { remote: string };

/** ID document upload for an order: front, back and a photo holding the card. */
export default function ResetCertPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { mutate } = useMutation();
  // Each side uploads on its own: both may be on their way at once.
  const uploads: Record<CertSideKey, Mutation> = {
    front: useMutation(),
    back: useMutation(),
    holding: useMutation(),
  };
  const orderSn = query.orderSn ?? '';
  const [slots, setSlots] = useState<Record<CertSideKey, Slot | null>>({
    front: null,
    back: null,
    holding: null,
  });
  const [submitting, setSubmitting] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const setSlot = (side: CertSideKey, slot: Slot | null) =>
    setSlots((prev) => ({ ...prev, [side]: slot }));

  const add = async (side: CertSideKey, file: File) => {
    if (!TYPES.includes(file.type)) {
      feedback.toast(t('shop.cert.wrongType'));
      return;
    }
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    const key = `${side}-${Date.now()}`;
    setSlot(side, { key, url, status: 'uploading', remote: '' });
    try {
      const result = await uploads[side].mutate(() => uploadCertImage(side, file));
      if (!result) return;
      setSlots((prev) =>
        prev[side]?.key === key
          ? { ...prev, [side]: { key, url, status: 'done', remote: result.url } }
          : prev,
      );
    } catch {
      setSlots((prev) =>
        prev[side]?.key === key
          ? { ...prev, [side]: { key, url, status: 'failed', remote: '' } }
          : prev,
      );
    }
  };

  const ready = (['front', 'back', 'holding'] as const).every((side) => slots[side]?.remote);

  const submit = async () => {
    if (!ready) {
      feedback.toast(t('shop.cert.incomplete'));
      return;
    }
    setSubmitting(true);
    try {
      await mutate(() =>
        resetOrderCert({
          orderSn,
          front: slots.front?.remote ?? '',
          back: slots.back?.remote ?? '',
          holding: slots.holding?.remote ?? '',
        }),
      );
      feedback.toast(t('shop.cert.submitted'), { kind: 'success' });
      void nav.navigateBack();
    } catch {
      // told by the client; the images stay chosen
    } finally {
      setSubmitting(false);
    }
  };

  if (!orderSn) {
    return (
      <Card>
        <Muted>{t('shop.cert.noOrder')}</Muted>
      </Card>
    );
  }
  return (
    <>
      <Card>
        <Muted>{t('shop.cert.forOrder', { sn: orderSn })}</Muted>
      </Card>
      <CertUpload
        files={slots}
        maxSize={MAX_SIZE}
        disabled={submitting}
        onAdd={(side, file) => void add(side, file)}
        onRemove={(side) => setSlot(side, null)}
        onOversize={() => feedback.toast(t('shop.cert.tooLarge', { mb: 5 }))}
      />
      <Foot>
        <MainAction loading={submitting} onClick={() => void submit()}>
          {t('common.submit')}
        </MainAction>
      </Foot>
    </>
  );
}
