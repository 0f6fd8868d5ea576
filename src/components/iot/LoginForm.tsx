import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { filledField, formPanel } from '@/components/ui/form/fieldStyles';
import { submitWith } from '@/components/ui/form/inputProps';
import { theme } from '@/theme';

/** Why the form cannot be sent: a translated message per field. */
export interface LoginFormErrors {
  /** Under the card number. */
  simNo?: string;
  /** Under the card password. */
  password?: string;
  /** Under the agreement checkbox. */
  protocol?: string;
}

export interface LoginFormProps {
  /** Heading (the login configuration's title or the translated default). */
  title?: string;
  /**
   * The configured login avatar's address (generic configuration `loginAvatar`); empty or left
   * out: no picture; `null`: not known yet, so its place is kept and the form does not move down
   * under a finger when it arrives.
   */
  avatar?: string | null;
  /** A line above the fields, e.g. that logging in leaves a layout preview. */
  notice?: string;
  /** Hint under the card number field. */
  tips?: string;
  /** The card, ICCID or device number typed so far. */
  simNo: string;
  /** The card password typed so far. */
  password: string;
  /** Whether the card password field shows. */
  showPassword: boolean;
  /** Whether the agreement is accepted. */
  agreed: boolean;
  /** Whether the agreement must be accepted (login configuration). */
  needAgree: boolean;
  /** Last login cards, most recent first. */
  recentSims: readonly string[];
  /** Messages under the fields. */
  errors: LoginFormErrors;
  /** The login is running: the button spins and ignores taps. */
  submitting: boolean;
  /** The card number changed. */
  onSimNoChange: (value: string) => void;
  /** The card password changed. */
  onPasswordChange: (value: string) => void;
  /** The user asked for the card password field. */
  onShowPassword: () => void;
  /** The agreement checkbox changed. */
  onAgreeChange: (agreed: boolean) => void;
  /** The user picked a recent card. */
  onPickRecent: (simNo: string) => void;
  /** The user opened the agreement. */
  onProtocol: () => void;
  /** The user sent the form. */
  onSubmit: () => void;
  /** The user chose to log in with a code; the link shows only when given. */
  onCodeLogin?: () => void;
}

const Form = styled.form`
  ${formPanel}
`;

/** The avatar's round box; the same while its picture is on its way (`AvatarSlot`). */
const avatarBox = css`
  display: block;
  width: 4.5rem;
  height: 4.5rem;
  margin: 0 auto ${theme.space.xs};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.background};
`;

const Avatar = styled.img`
  ${avatarBox}
  object-fit: cover;
`;

/** The avatar's place while the configuration that names it is on its way. */
const AvatarSlot = styled.span`
  ${avatarBox}
`;

const Notice = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

/** Under the page's own title in the nav bar, the page's one h1. */
const Title = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.xxl};
  color: ${theme.colors.text};
`;

const Input = styled.input`
  ${filledField}
  color: ${theme.colors.text};
  &:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Recent = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

const RecentTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.textSecondary};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Agree = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: ${theme.sizes.tapTarget};
  }
  input {
    width: 1.2em;
    height: 1.2em;
    accent-color: ${theme.colors.brand};
  }
`;

const LinkButton = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.info};
  font-size: ${theme.fontSizes.sm};
`;

const Error = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

/** The card-number login: number, optional card password, recent cards and the agreement. */
export function LoginForm({
  title,
  avatar,
  notice,
  tips,
  simNo,
  password,
  showPassword,
  agreed,
  needAgree,
  recentSims,
  errors,
  submitting,
  onSimNoChange,
  onPasswordChange,
  onShowPassword,
  onAgreeChange,
  onPickRecent,
  onProtocol,
  onSubmit,
  onCodeLogin,
}: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      {avatar ? <Avatar src={avatar} alt="" /> : null}
      {avatar === null ? <AvatarSlot aria-hidden="true" data-testid="avatar-slot" /> : null}
      <Title>{title || t('iot.login.title')}</Title>
      {notice ? <Notice role="note">{notice}</Notice> : null}
      <FormField label={t('iot.login.simLabel')} vertical error={errors.simNo} hint={tips} required>
        {(control) => (
          <Input
            {...control}
            value={simNo}
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder={t('iot.login.simPlaceholder')}
            onChange={(event) => onSimNoChange(event.target.value)}
          />
        )}
      </FormField>
      {showPassword ? (
        <FormField label={t('iot.login.passwordLabel')} vertical error={errors.password}>
          {(control) => (
            <Input
              {...control}
              type="password"
              value={password}
              autoComplete="off"
              maxLength={32}
              placeholder={t('iot.login.passwordPlaceholder')}
              onChange={(event) => onPasswordChange(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      {recentSims.length > 0 ? (
        <Recent>
          <RecentTitle>{t('iot.login.recent')}</RecentTitle>
          <Chips>
            {recentSims.map((sim) => (
              <li key={sim}>
                <Chip
                  type="button"
                  aria-label={t('iot.login.removeRecent', { simNo: sim })}
                  onClick={() => onPickRecent(sim)}
                >
                  {sim}
                </Chip>
              </li>
            ))}
          </Chips>
        </Recent>
      ) : null}
      {needAgree ? (
        <Agree>
          <label>
            <input
              type="checkbox"
              checked={agreed}
              aria-invalid={errors.protocol ? true : undefined}
              onChange={(event) => onAgreeChange(event.target.checked)}
            />
            {t('iot.login.agree')}
          </label>
          <LinkButton type="button" onClick={onProtocol}>
            {t('iot.login.protocol')}
          </LinkButton>
          {errors.protocol ? <Error role="alert">{errors.protocol}</Error> : null}
        </Agree>
      ) : null}
      <Button type="submit" variant="primary" size="large" block round loading={submitting}>
        {t('iot.login.submit')}
      </Button>
      <Links>
        {!showPassword ? (
          <LinkButton type="button" onClick={onShowPassword}>
            {t('iot.login.usePassword')}
          </LinkButton>
        ) : (
          <span />
        )}
        {onCodeLogin ? (
          <LinkButton type="button" onClick={onCodeLogin}>
            {t('iot.login.codeLogin')}
          </LinkButton>
        ) : null}
      </Links>
    </Form>
  );
}

/** Card, ICCID and device numbers: 8 to 24 letters or digits. */
export const SIM_INPUT_PATTERN = /^[0-9A-Za-z]{8,24}$/;
