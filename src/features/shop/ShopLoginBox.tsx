import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import * as site from '@/api/declarations/site';
import { sendSms } from '@/api/site';
import type { ProtocolText, ShopOrder } from '@/api/types';
import { useDraft } from '@/features/forms/useDraft';
import { LoginForm } from '@/components/shop/LoginForm';
import { Popup } from '@/components/ui/Popup';
import { RichText } from '@/components/ui/RichText';
import { isIdCard, isMobile } from '@/lib/validators';
import { feedback } from '@/stores/feedback';
import { useShopUserStore } from '@/stores/shopUser';
import { useSmsCountdown } from '@/components/ui/useSmsCountdown';
import { fetchData } from '@/features/data/cache';
import { keyOf } from '@/features/data/query';
import { useMutation } from '@/features/data/useMutation';

export interface ShopLoginBoxProps {
  /** 1 mobile and SMS code (logs in), 2 mobile and ID card (looks orders up without a login). */
  mode: 1 | 2;
  /** After a mode-1 login. */
  onLoggedIn: () => void;
  /** After a mode-2 query, with the orders found. */
  onQueried?: (orders: ShopOrder[]) => void;
}

interface LoginDraft {
  mobile: string;
  /** The SMS code (mode 1, never stored: it expires) or the ID card number (mode 2). */
  secret: string;
}

const emptyDraft = (): LoginDraft => ({ mobile: '', secret: '' });
/** Only the mobile is kept: neither an SMS code nor an ID card number is ever stored. */
const DRAFT_KEEP = ['mobile'] as const;

/** The order-query login shared by the login page and the orders tab. */
export function ShopLoginBox({ mode, onLoggedIn, onQueried }: ShopLoginBoxProps) {
  const { t } = useTranslation();
  const sms = useMutation();
  const login = useMutation();
  // What was typed survives a failed login and a reload; it is forgotten once it worked.
  const [draft, setDraft, clearDraft] = useDraft(`order-query-${mode}`, emptyDraft, {
    keep: DRAFT_KEEP,
  });
  const { mobile, secret } = draft;
  const setMobile = (value: string) => setDraft({ ...draft, mobile: value });
  const setSecret = (value: string) => setDraft({ ...draft, secret: value });
  const [errors, setErrors] = useState<{ mobile?: string; secret?: string }>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [left, start] = useSmsCountdown();
  const [agreement, setAgreement] = useState<ProtocolText | null>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);

  // The shop's login agreement, from the backend, read in a sheet without leaving the form.
  const openAgreement = async () => {
    if (agreement) {
      setAgreementOpen(true);
      return;
    }
    try {
      setAgreement(
        await fetchData(keyOf(site.getLoginProtocol), () => call(site.getLoginProtocol)),
      );
      setAgreementOpen(true);
    } catch {
      // the client explained; the form stays as it was
    }
  };

  const check = () => {
    const next: { mobile?: string; secret?: string } = {};
    if (!isMobile(mobile)) next.mobile = t('shop.form.errors.mobile');
    if (mode === 1 && !/^\d{6}$/.test(secret)) next.secret = t('shop.form.errors.code');
    if (mode === 2 && !isIdCard(secret)) next.secret = t('shop.form.errors.idCard');
    setErrors(next);
    return !next.mobile && !next.secret;
  };

  const sendCode = async () => {
    if (!isMobile(mobile)) {
      setErrors({ ...errors, mobile: t('shop.form.errors.mobile') });
      return;
    }
    setSending(true);
    try {
      await sms.mutate(() => sendSms({ mobile, scene: 'shopLogin' }));
      start(60);
      feedback.toast(t('shop.sms.sent'));
    } catch {
      // told by the client
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (!check()) return;
    setSubmitting(true);
    try {
      if (mode === 1) {
        // The session now belongs to the shopper: their orders read differently.
        const user = await login.mutate(() => call(shop.shopLogin, { mobile, code: secret }), {
          invalidates: [shop.getShopOrderList],
        });
        if (!user) return;
        clearDraft();
        useShopUserStore.getState().setUser(user);
        feedback.toast(t('shop.login.done'), { kind: 'success' });
        onLoggedIn();
      } else {
        const orders = await login.mutate(() =>
          call(shop.queryShopOrders, { mobile, idCard: secret }),
        );
        if (!orders) return;
        clearDraft();
        onQueried?.(orders);
      }
    } catch {
      // the client showed the reason; what was typed stays
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <LoginForm
        mode={mode}
        mobile={mobile}
        secret={secret}
        onMobileChange={setMobile}
        onSecretChange={setSecret}
        errors={errors}
        smsSecondsLeft={left}
        smsSending={sending}
        onSendCode={() => void sendCode()}
        submitting={submitting}
        onSubmit={() => void submit()}
        hint={t('shop.login.hint')}
        onOpenAgreement={mode === 1 ? () => void openAgreement() : undefined}
      />
      <Popup
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        title={agreement?.title || t('shop.login.agreement')}
      >
        {agreement && <RichText html={agreement.content} label={agreement.title} />}
      </Popup>
    </>
  );
}
