import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardTitle, Muted, PhoneLink, Stack } from '@/components/shop/parts';
import { Empty } from '@/components/ui/Empty';
import { ImagePreview } from '@/components/ui/ImagePreview';
import { QrCode } from '@/components/ui/QrCode';
import { resolveImage } from '@/lib/image';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { feedback } from '@/stores/feedback';
import { previewFailed, saveImage } from '@/features/media/images';

const Center = styled.div`
  display: flex;
  justify-content: center;
`;

const PictureButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const Picture = styled.img`
  width: 12rem;
  height: 12rem;
  object-fit: contain;
`;

/** The service QR code: the configured image, or a code of the online service address. */
export default function CustomerCodePage(_props: PageProps) {
  const { t } = useTranslation();
  const config = useBaseConfig();
  const front = config?.front;
  const image = front?.kefuQr ? resolveImage(front.kefuQr, { domain: config?.domain }) : '';
  const link = front?.kefuUrl ?? '';
  const [previewing, setPreviewing] = useState(false);
  if (!image && !link) return <Empty description={t('shop.customer.noContact')} />;
  return (
    <Card aria-labelledby="code-title">
      <CardTitle id="code-title">{t('shop.customer.qrTitle')}</CardTitle>
      <Stack>
        <Muted>{t('shop.customer.qrHint')}</Muted>
        <Center>
          {link ? (
            <QrCode
              value={link}
              label={t('shop.customer.qrTitle')}
              onLongPress={() => feedback.toast(t('shop.customer.qrSave'))}
            />
          ) : (
            // Tapped, the code opens full screen, where it can be saved.
            <PictureButton type="button" onClick={() => setPreviewing(true)}>
              <Picture src={image} alt={t('shop.customer.qrTitle')} />
            </PictureButton>
          )}
        </Center>
        {front?.kefuMobile && (
          <PhoneLink href={`tel:${front.kefuMobile.replace(/[^\d+]/g, '')}`}>
            {t('shop.customer.call', { phone: front.kefuMobile })}
          </PhoneLink>
        )}
      </Stack>
      {image && (
        <ImagePreview
          open={previewing}
          images={[image]}
          onClose={() => setPreviewing(false)}
          onSave={(url) => void saveImage(url)}
          onError={previewFailed}
        />
      )}
    </Card>
  );
}
