import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { JPEG_OR_PNG, Uploader, type UploaderFile } from '@/components/ui/Uploader';
import { errorText, filledField, formPanel } from '@/components/ui/form/fieldStyles';
import { idCardInputProps, submitWith } from '@/components/ui/form/inputProps';
import { theme } from '@/theme';

export interface PlatformAuthErrors {
  /** Under the name. */
  name?: string;
  /** Under the ID card number. */
  idCard?: string;
  /** Under the photos. */
  photos?: string;
}

export interface PlatformAuthFormProps {
  /** Real name typed so far. */
  name: string;
  /** ID card number typed so far. */
  idCard: string;
  /** Whether ID card photos are needed (platformAuthType 1). */
  needPhotos: boolean;
  /** The front photo, once chosen. */
  front: UploaderFile | null;
  /** The back photo, once chosen. */
  back: UploaderFile | null;
  /** Messages under the fields, translated. */
  errors: PlatformAuthErrors;
  /** Submitting is running. */
  submitting: boolean;
  /** The name changed. */
  onNameChange: (value: string) => void;
  /** The ID card number changed. */
  onIdCardChange: (value: string) => void;
  /** A photo was chosen for a side. */
  onPhoto: (side: 'front' | 'back', file: File) => void;
  /** A side's photo was removed. */
  onRemovePhoto: (side: 'front' | 'back') => void;
  /** A photo over the size limit was chosen. */
  onOversize: () => void;
  /** The user sent the form. */
  onSubmit: () => void;
}

/** Largest ID photo accepted: 5 MB. */
export const ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const Form = styled.form`
  ${formPanel}
`;

const Input = styled.input`
  ${filledField}
`;

const Photos = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.regular};
  }
`;

const Error = styled.p`
  ${errorText}
`;

/** Platform real-name: name, ID card number and, where needed, both sides of the ID card. */
export function PlatformAuthForm({
  name,
  idCard,
  needPhotos,
  front,
  back,
  errors,
  submitting,
  onNameChange,
  onIdCardChange,
  onPhoto,
  onRemovePhoto,
  onOversize,
  onSubmit,
}: PlatformAuthFormProps) {
  const { t } = useTranslation();
  const side = (key: 'front' | 'back', file: UploaderFile | null, label: string) => (
    <div>
      <h3>{label}</h3>
      <Uploader
        files={file ? [file] : []}
        maxCount={1}
        multiple={false}
        maxSize={ID_PHOTO_MAX_BYTES}
        accept={JPEG_OR_PNG}
        addLabel={label}
        tile="idCard"
        disabled={submitting}
        onAdd={(files) => files[0] && onPhoto(key, files[0])}
        onRemove={() => onRemovePhoto(key)}
        onOversize={onOversize}
      />
    </div>
  );
  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <FormField label={t('iot.realname.name')} vertical required error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={40}
            autoComplete="name"
            placeholder={t('iot.realname.namePlaceholder')}
            onChange={(event) => onNameChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('iot.realname.idCard')} vertical required error={errors.idCard}>
        {(control) => (
          <Input
            {...control}
            {...idCardInputProps(idCard, onIdCardChange)}
            placeholder={t('iot.realname.idCardPlaceholder')}
          />
        )}
      </FormField>
      {needPhotos ? (
        <>
          <Photos>
            {side('front', front, t('iot.realname.front'))}
            {side('back', back, t('iot.realname.back'))}
          </Photos>
          {errors.photos ? <Error role="alert">{errors.photos}</Error> : null}
        </>
      ) : null}
      <Button type="submit" variant="primary" size="large" block round loading={submitting}>
        {t('iot.realname.submit')}
      </Button>
    </Form>
  );
}
