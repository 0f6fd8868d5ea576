import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as site from '@/api/declarations/site';
import type { BaseConfig } from '@/api/types';
import { useDraft } from '@/features/forms/useDraft';
import { LoginForm, SIM_INPUT_PATTERN, type LoginFormErrors } from '@/components/iot/LoginForm';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { IotPage } from '@/features/iot/layout';
import { useResource } from '@/features/data/useResource';
import { signIn } from '@/features/iot/session';
import { useBaseConfigState } from '@/features/data/baseConfig';
import { useGenericConfig } from '@/features/data/config';
import { isPreviewSim } from '@/features/iot/card';
import { LanguageChoice } from '@/features/shell/language';
import { resolveImage } from '@/lib/image';
import { buildUrl } from '@/router/url';

/**
 * The configured avatar's address (generic configuration; `path` null while it loads): a path on
 * the image domain waits for the base configuration. While either is on its way the answer is
 * null and the form keeps the picture's place, so nothing moves down under a finger when it
 * comes; '' is no picture.
 */
function avatarOf(path: string | null, base: BaseConfig | null, baseLoading: boolean) {
  if (path === null) return null;
  const trimmed = path.trim();
  if (!trimmed) return '';
  if (base || /^https?:\/\//i.test(trimmed)) return resolveImage(trimmed, { domain: base?.domain });
  return baseLoading ? null : '';
}

/** Card-number login: card, ICCID or device number, recent cards, the agreement. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const recentSims = useIotStore((state) => state.recentSims);
  // Logging in with a card ends a layout preview: the page says so while one is on.
  const previewing = useIotStore((state) => isPreviewSim(state.simNo));
  const baseState = useBaseConfigState();
  const generic = useGenericConfig();
  const avatar = avatarOf(
    generic.settled ? generic.config.loginAvatar : null,
    baseState.data?.config ?? null,
    baseState.loading,
  );
  // The page asked for before the login, kept through the code login and the agreement.
  const redirect = { redirect: query.redirect ?? '' };
  const promoCode = useLayoutStore((state) => state.promoCode);
  // The configuration only adjusts texts: a failure leaves the defaults and login still works.
  const config = useResource(site.getSimLoginConfig, { promoCode });
  const settings = config.data ?? null;
  // The typed number survives a failed login and a reload; the card password is never stored.
  const [draftSimNo, saveDraftSimNo, clearDraftSimNo] = useDraft('iot-login', () => '');
  const [simNo, setSimNoState] = useState(() => query.simNo ?? draftSimNo);
  const setSimNo = (value: string) => {
    setSimNoState(value);
    saveDraftSimNo(value);
  };
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [agreed, setAgreed] = useState(query.agreeAgreement === '1');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const needAgree = settings?.needAgreeProtocol ?? true;
  // A channel whose cards all log in with a card password shows the field from the start.
  const passwordShown = showPassword || Number(settings?.cardPasswordMode) === 1;

  const submit = async () => {
    if (submitting) return;
    const value = simNo.trim();
    const next: LoginFormErrors = {};
    if (!value) next.simNo = t('iot.login.errors.simRequired');
    else if (!SIM_INPUT_PATTERN.test(value)) next.simNo = t('iot.login.errors.simFormat');
    if (needAgree && !agreed) next.protocol = t('iot.login.errors.protocol');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSubmitting(true);
    const result = await signIn(value, passwordShown ? password : '', query.redirect);
    setSubmitting(false);
    if (result.ok) clearDraftSimNo();
    else {
      if (result.needsPassword) setShowPassword(true);
      setErrors({ [result.field]: result.message });
    }
  };

  return (
    <IotPage query={query}>
      {/* A card owner who came from a link chooses the language before anything else. */}
      <LanguageChoice variant="compact" />
      <LoginForm
        avatar={avatar}
        notice={previewing ? t('iot.preview.loginLeaves') : undefined}
        simNo={simNo}
        password={password}
        showPassword={passwordShown}
        agreed={agreed}
        needAgree={needAgree}
        recentSims={recentSims}
        errors={errors}
        submitting={submitting}
        onSimNoChange={(value) => {
          setSimNo(value);
          if (errors.simNo) setErrors({ ...errors, simNo: undefined });
        }}
        onPasswordChange={(value) => {
          setPassword(value);
          if (errors.password) setErrors({ ...errors, password: undefined });
        }}
        onShowPassword={() => setShowPassword(true)}
        onAgreeChange={(value) => {
          setAgreed(value);
          if (value) setErrors({ ...errors, protocol: undefined });
        }}
        onPickRecent={(sim) => {
          setSimNo(sim);
          setErrors({ ...errors, simNo: undefined });
        }}
        onProtocol={() => void nav.navigateTo('/pages/iot/login/protocol')}
        onSubmit={() => void submit()}
        onCodeLogin={() => void nav.navigateTo(buildUrl('pages/iot/login/code/index', redirect))}
      />
    </IotPage>
  );
}
