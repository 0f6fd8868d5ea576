import styled from 'styled-components';
import { Icon, type IconName } from './Icon';
import { theme } from '@/theme';

export interface ErrorViewProps {
  /** Headline, translated. */
  title: string;
  /** One or two sentences saying what happened and what to do. */
  description?: string;
  /** Label of the action button (translated); the button shows only with `onAction`. */
  actionLabel?: string;
  /** Called when the user presses the action (usually reload). */
  onAction?: () => void;
  /** Illustration icon. */
  icon?: IconName;
  /** Disables the action while it runs (e.g. a connection check). */
  busy?: boolean;
  /** A status line under the description (e.g. 'Still offline'). */
  status?: string;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.lg};
  color: ${theme.colors.textSecondary};
`;

const Illustration = styled.div`
  font-size: ${theme.fontSizes.display};
  color: ${theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

const Action = styled.button`
  min-width: 50%;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.md};

  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

/** A full-page error state with one action, used when a page fails to load or render. */
export function ErrorView({
  title,
  description,
  actionLabel,
  onAction,
  icon = 'warning',
  busy = false,
  status,
}: ErrorViewProps) {
  return (
    <Wrap role="alert">
      <Illustration aria-hidden="true">
        <Icon name={icon} />
      </Illustration>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {status && <Status aria-live="polite">{status}</Status>}
      {onAction && actionLabel && (
        <Action type="button" onClick={onAction} disabled={busy} aria-busy={busy}>
          {actionLabel}
        </Action>
      )}
    </Wrap>
  );
}
