import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSimOauthList, unbindSimOauth } from '@/api/iot';
import type { SimOauth } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { OauthList } from '@/components/iot-user/OauthList';
import { i18next } from '@/i18n';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { useImageResolver } from '@/features/iot/images';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';

/** WeChat and other accounts bound to the card; unbinding asks first and reports the result. */
export default function OauthPage(_props: PageProps) {
  const { t } = useTranslation();
  const { mutate } = useMutation();
  const image = useImageResolver();
  const list = useResource(() => getSimOauthList(), []);
  const [unbinding, setUnbinding] = useState(0);

  const unbind = async (account: SimOauth) => {
    if (unbinding) return;
    const ok = await confirmAction(
      t('iotServices.oauth.confirm', { name: account.nickname }),
      t('iotServices.oauth.unbind'),
    );
    if (!ok) return;
    setUnbinding(account.id);
    try {
      await mutate(() => unbindSimOauth(account.id));
      feedback.toast(String(i18next.t('iotServices.oauth.done')), { kind: 'success' });
      await list.reload();
    } catch {
      // The API client told the user why.
    } finally {
      setUnbinding(0);
    }
  };

  return (
    <LoadState {...loadStateOf(list)} frame="block">
      <OauthList
        accounts={list.data ?? []}
        resolveImage={image}
        unbindingId={unbinding}
        onUnbind={(account) => void unbind(account)}
      />
    </LoadState>
  );
}
