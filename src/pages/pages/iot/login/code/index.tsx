import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeLoginForm } from '@/components/iot/CodeLoginForm';
import { SIM_INPUT_PATTERN } from '@/components/iot/LoginForm';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { IotPage } from '@/features/iot/layout';
import { signIn } from '@/features/iot/session';
import { LanguageChoice } from '@/features/shell/language';
import { buildUrl } from '@/router/url';

/**
 * Login with a code printed on the card package or sent in a message (the card's login code).
 * A link carrying `code` logs in at once; a code that fails leaves the form to correct it.
 */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const fromLink = (query.code ?? '').trim();
  const [code, setCode] = useState(fromLink);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [auto, setAuto] = useState(!!fromLink);
  const started = useRef(false);

  const submit = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return setError(t('iot.login.errors.simRequired'));
    if (!SIM_INPUT_PATTERN.test(trimmed)) return setError(t('iot.login.errors.simFormat'));
    setSubmitting(true);
    setError('');
    const result = await signIn(trimmed, '', query.redirect);
    setSubmitting(false);
    setAuto(false);
    // An unknown code is the code's fault; any other refusal says its own reason.
    if (!result.ok)
      setError(result.reason === 'notFound' ? t('iot.loginCode.failed') : result.message);
  };

  useEffect(() => {
    if (fromLink && !started.current) {
      started.current = true;
      void submit(fromLink);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromLink]);

  return (
    <IotPage query={query}>
      {!(auto && submitting) && <LanguageChoice variant="compact" />}
      <CodeLoginForm
        code={code}
        error={error}
        submitting={submitting}
        auto={auto}
        onCodeChange={(value) => {
          setCode(value);
          setError('');
        }}
        onSubmit={() => void submit(code)}
        onManual={() =>
          void nav.redirectTo(buildUrl('pages/iot/login/index', { redirect: query.redirect ?? '' }))
        }
      />
    </IotPage>
  );
}
