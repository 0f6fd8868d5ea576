import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryShopOrders, shopLogin } from '@/api/shop';
import { sendSms } from '@/api/site';
import type { ShopOrder } from '@/api/types';
import { LoginForm } from '@/components/shop/LoginForm';
import { isIdCard, isMobile } from '@/lib/validators';
import { feedback } from '@/stores/feedback';
import { useShopUserStore } from '@/stores/shopUser';
import { useSmsCountdown } from './shopKit';

export interface ShopLoginBoxProps {
  /** 1 mobile and SMS code (logs in), 2 mobile and ID card (looks orders up without a login). */
  mode: 1 | 2;
  /** After a mode-1 login. */
  onLoggedIn: () => void;
  /** After a mode-2 query, with the orders found. */
  onQueried?: (orders: ShopOrder[]) => void;
}

/** The order-query login shared by the login page and the orders tab. */
export function ShopLoginBox({ mode, onLoggedIn, onQueried }: ShopLoginBoxProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; secret?: string }>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [left, start] = useSmsCountdown();

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
      await sendSms({ mobile, scene: 'shopLogin' });
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
        const user = await shopLogin({ mobile, code: secret });
        useShopUserStore.getState().setUser(user);
        feedback.toast(t('shop.login.done'), { kind: 'success' });
        onLoggedIn();
      } else {
        onQueried?.(await queryShopOrders({ mobile, idCard: secret }));
      }
    } catch {
      // the client showed the reason; what was typed stays
    } finally {
      setSubmitting(false);
    }
  };

  return (
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
    />
  );
}
