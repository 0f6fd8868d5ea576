import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSimOauthList, unbindSimOauth } from '@/api/iot';
import { bindSimOauth } from '@/api/site';
import type { SimOauth } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { OauthBind } from '@/components/iotServices/user/OauthBind';
import { OauthList } from '@/components/iotServices/user/OauthList';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { useImageResolver } from '@/features/iot/images';
import { canBindHere, startBinding } from '@/features/iot/oauthBind';
import { baseConfigPromoCode } from '@/features/data/baseConfig';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';

const PAGE = '/pages-sub/iot/user/oauth';

/**
 * WeChat and other accounts bound to the card: unbinding asks first; binding sends WeChat's
 * browser to its authorisation, which comes back here with a code that binds once.
 */
export default function OauthPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { mutate } = useMutation();
  const image = useImageResolver();
  const list = useResource(() => getSimOauthList(), []);
  const [unbinding, setUnbinding] = useState(0);
  const code = typeof query.code === 'string' ? query.code : '';
  const [binding, setBinding] = useState(code !== '');
  const used = useRef('');

  useEffect(() => {
    if (!code || used.current === code) return;
    used.current = code;
    void (async () => {
      try {
        await mutate(() => bindSimOauth(code));
        feedback.toast(String(i18next.t('iotServices.oauth.bound')), { kind: 'success' });
        await list.reload();
      } catch {
        // The API client told the user why.
      } finally {
        setBinding(false);
        // A code binds once: the page stays, without it, so a reload does not send it again.
        void nav.redirectTo(PAGE);
      }
    })();
  }, [code, mutate, list]);

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
    <>
      <LoadState {...loadStateOf(list)} frame="block">
        <OauthList
          accounts={list.data ?? []}
          resolveImage={image}
          unbindingId={unbinding}
          onUnbind={(account) => void unbind(account)}
        />
      </LoadState>
      {/* Under the list once it is known (or failed): it does not jump up when the list,
          shorter than its loading state, arrives. */}
      {(list.data !== undefined || list.error) && (
        <OauthBind
          available={canBindHere()}
          binding={binding}
          onBind={() => {
            setBinding(true);
            startBinding(baseConfigPromoCode());
          }}
        />
      )}
    </>
  );
}
