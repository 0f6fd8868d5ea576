import { useEffect, useRef, useState } from 'react';
import * as iot from '@/api/declarations/iot';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as site from '@/api/declarations/site';
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
import {
  bindReturn,
  canBindHere,
  keepRefusal,
  startBinding,
  takeRefusal,
  type BindRefusal,
} from '@/features/iot/oauthBind';
import { baseConfigPromoCode } from '@/features/data/baseConfig';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';

const PAGE = '/pages-sub/iot/user/oauth';

/**
 * WeChat and other accounts bound to the card: unbinding asks first; binding sends WeChat's
 * browser to its authorisation with a state kept for this tab, which comes back here with a code
 * that binds once, and only with that state: a code in a link made elsewhere binds nothing.
 */
export default function OauthPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { mutate } = useMutation();
  const image = useImageResolver();
  const list = useResource(iot.getSimOauthList);
  const [unbinding, setUnbinding] = useState(0);
  // The way back from WeChat is read once: a code binds only for a binding this tab started.
  const [returned] = useState(() => bindReturn(query));
  const [binding, setBinding] = useState(returned !== null && 'code' in returned);
  const [refusal, setRefusal] = useState<BindRefusal | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    // What the way back refused, told by the page that left it (this page, before its address
    // was cleaned).
    const kept = takeRefusal();
    if (kept) setRefusal(kept);
  }, []);

  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    if ('refusal' in returned) {
      // Nothing is sent; the page says why, without the code and state in its address.
      setRefusal(returned.refusal);
      keepRefusal(returned.refusal);
      void nav.redirectTo(PAGE);
      return;
    }
    void (async () => {
      try {
        await mutate(() => call(site.bindSimOauth, { code: returned.code }));
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
  }, [returned, mutate, list]);

  const unbind = async (account: SimOauth) => {
    if (unbinding) return;
    const ok = await confirmAction(
      t('iotServices.oauth.confirm', { name: account.nickname }),
      t('iotServices.oauth.unbind'),
    );
    if (!ok) return;
    setUnbinding(account.id);
    try {
      await mutate(() => call(iot.unbindSimOauth, { id: account.id }));
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
          refusal={refusal}
          onBind={() => {
            setRefusal(null);
            if (startBinding(baseConfigPromoCode())) setBinding(true);
            else setRefusal('unavailable');
          }}
        />
      )}
    </>
  );
}
