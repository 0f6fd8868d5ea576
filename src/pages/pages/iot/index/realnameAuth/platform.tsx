import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { useDraft } from '@/features/forms/useDraft';
import { useIdPhotos } from '@/features/forms/idPhotos';
import { PlatformAuthForm, type PlatformAuthErrors } from '@/components/iot/PlatformAuthForm';
import { isIdCard } from '@/lib/validators';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useMutation } from '@/features/data/useMutation';
import { IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { loadStateOf } from '@/features/data/useResource';
import { SIM_KEY, useSim } from '@/features/data/sim';

const NAME = /^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z ]{2,40}$/;

/** Platform real-name: name, ID card number and, for type 1, both sides of the ID card. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const resource = useSim();
  const platformAuth = useMutation(iot.simPlatformAuth, { invalidates: [SIM_KEY] });
  const { photos, add, remove, chosen, uploadedAddresses } = useIdPhotos({
    failedMessage: t('iot.realname.uploadFailed'),
  });
  const simNo = useIotStore((state) => state.simNo);
  // The name survives a failed submit, a re-login and a reload; the ID number and the ID photos
  // never leave the page state.
  const [fields, setFields, clearFields] = useDraft(
    `iot-platformAuth-${simNo}`,
    () => ({ name: '', idCard: '' }),
    { keep: ['name'] },
  );
  const { name, idCard } = fields;
  const [errors, setErrors] = useState<PlatformAuthErrors>({});
  const [submitting, setSubmitting] = useState(false);
  return (
    <IotPage query={query}>
      <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
        {(sim) => {
          const needPhotos = sim.platformAuthType === 1;
          const submit = async () => {
            if (submitting) return;
            const next: PlatformAuthErrors = {};
            if (!NAME.test(name.trim())) next.name = t('iot.realname.nameError');
            if (!isIdCard(idCard.trim())) next.idCard = t('lib.validation.idCard');
            if (needPhotos && !chosen('front', 'back')) next.photos = t('iot.realname.photoError');
            setErrors(next);
            if (Object.keys(next).length) return;
            // Photos still uploading are waited for, the button busy meanwhile.
            setSubmitting(true);
            const images = await uploadedAddresses('front', 'back');
            if (needPhotos && (!images.front || !images.back)) {
              setErrors({ photos: t('iot.realname.photoFailed') });
              setSubmitting(false);
              return;
            }
            try {
              await platformAuth.mutate({
                name: name.trim(),
                idCard: idCard.trim(),
                frontImage: images.front || undefined,
                backImage: images.back || undefined,
              });
            } catch {
              setSubmitting(false);
              return;
            }
            setSubmitting(false);
            setFields({ name: '', idCard: '' });
            clearFields();
            feedback.toast(t('iot.realname.submitted'), { kind: 'success' });
            void nav.navigateBack();
          };
          return (
            <PlatformAuthForm
              name={name}
              idCard={idCard}
              needPhotos={needPhotos}
              front={photos.front}
              back={photos.back}
              errors={errors}
              submitting={submitting}
              onNameChange={(value) => {
                setFields({ ...fields, name: value });
                setErrors((prev) => ({ ...prev, name: undefined }));
              }}
              onIdCardChange={(value) => {
                setFields({ ...fields, idCard: value });
                setErrors((prev) => ({ ...prev, idCard: undefined }));
              }}
              onPhoto={(side, file) => {
                setErrors((prev) => ({ ...prev, photos: undefined }));
                if (!add(side, file)) feedback.toast(t('shop.cert.wrongType'));
              }}
              onRemovePhoto={remove}
              onOversize={() => feedback.toast(t('iot.realname.oversize'))}
              onSubmit={() => void submit()}
            />
          );
        }}
      </LoadState>
    </IotPage>
  );
}
