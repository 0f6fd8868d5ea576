import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as shop from '@/api/declarations/shop';
import { CertUpload } from '@/components/shop/CertUpload';
import { Card, Muted } from '@/components/shop/parts';
import { MainAction } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useMutation } from '@/features/data/useMutation';
import { ID_PHOTO_MAX_BYTES, useIdPhotos } from '@/features/forms/idPhotos';

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** ID document upload for an order: front, back and a photo holding the card. */
export default function ResetCertPage({ query }: PageProps) {
  const { t } = useTranslation();
  // New documents change the order (its details and its place in the list).
  const resetting = useMutation(shop.resetOrderCert, {
    invalidates: [shop.getShopOrderDetails, shop.getShopOrderList],
  });
  const { photos, add, remove, chosen, uploadedAddresses } = useIdPhotos();
  const orderSn = query.orderSn ?? '';
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (submitting) return;
    if (!chosen('front', 'back', 'holding')) {
      feedback.toast(t('shop.cert.incomplete'));
      return;
    }
    // Photos still uploading are waited for, the button busy meanwhile.
    setSubmitting(true);
    try {
      const images = await uploadedAddresses('front', 'back', 'holding');
      if (!images.front || !images.back || !images.holding) {
        feedback.toast(t('shop.cert.uploadFailed'));
        return;
      }
      await resetting.mutate({ orderSn, ...images });
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
        files={photos}
        maxSize={ID_PHOTO_MAX_BYTES}
        disabled={submitting}
        onAdd={(side, file) => {
          if (!add(side, file)) feedback.toast(t('shop.cert.wrongType'));
        }}
        onRemove={remove}
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
