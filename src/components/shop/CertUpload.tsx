import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { JPEG_OR_PNG, Uploader, type UploaderFile } from '@/components/ui/Uploader';
import { Card, CardTitle, Muted } from './parts';
import { theme } from '@/theme';

export type CertSideKey = 'front' | 'back' | 'holding';

export interface CertUploadProps {
  /** The image of each side (at most one each). */
  files: Record<CertSideKey, UploaderFile | null>;
  /** Called with a side and the chosen image. */
  onAdd: (side: CertSideKey, file: File) => void;
  /** Called to remove a side's image. */
  onRemove: (side: CertSideKey) => void;
  /** Called with images that are too large. */
  onOversize: () => void;
  /** Largest image in bytes. */
  maxSize: number;
  /** Disables changes (while submitting). */
  disabled?: boolean;
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const SideTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const SIDES: CertSideKey[] = ['front', 'back', 'holding'];

/** The three ID document images: front, back and a photo holding the card. */
export function CertUpload({
  files,
  onAdd,
  onRemove,
  onOversize,
  maxSize,
  disabled,
}: CertUploadProps) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="cert-title">
      <CardTitle id="cert-title">{t('shop.cert.heading')}</CardTitle>
      <Muted>{t('shop.cert.rules', { mb: Math.round(maxSize / 1024 / 1024) })}</Muted>
      <Grid>
        {SIDES.map((side) => {
          const file = files[side];
          return (
            <Side key={side}>
              <SideTitle>{t(`shop.cert.sides.${side}`)}</SideTitle>
              <Uploader
                files={file ? [file] : []}
                maxCount={1}
                maxSize={maxSize}
                multiple={false}
                // No `capture`: the phone offers its camera and the photos already taken.
                accept={JPEG_OR_PNG}
                disabled={disabled}
                addLabel={t('shop.cert.add', { side: t(`shop.cert.sides.${side}`) })}
                onAdd={(chosen) => chosen[0] && onAdd(side, chosen[0])}
                onRemove={() => onRemove(side)}
                onOversize={onOversize}
              />
            </Side>
          );
        })}
      </Grid>
    </Card>
  );
}
