import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Popup } from './Popup';
import { Spinner, VisuallyHidden } from './Loading';
import { pressableRow } from './buttonReset';
import { theme } from '@/theme';

export interface ActionSheetAction {
  /** Stable key reported by onSelect. */
  key: string;
  /** Visible name, already translated. */
  name: ReactNode;
  /** Smaller text under the name. */
  subname?: ReactNode;
  /** Shows the action in the danger colour. */
  danger?: boolean;
  /** Greys the action out. */
  disabled?: boolean;
  /** Shows a spinner instead of the name and ignores taps. */
  loading?: boolean;
}

export interface ActionSheetProps {
  /** Whether the sheet is showing. */
  open: boolean;
  /** The actions, top to bottom. */
  actions: readonly ActionSheetAction[];
  /** Called with the chosen action. */
  onSelect: (action: ActionSheetAction, index: number) => void;
  /** Called when the sheet should close: cancel, overlay, Escape, back, or after a choice. */
  onClose: () => void;
  /** Heading of the sheet (used as its accessible name). */
  title?: string;
  /** Note above the actions. */
  description?: ReactNode;
  /** Label of the cancel button; default the translated 'Cancel'; empty string hides it. */
  cancelText?: string;
  /** Closes after a choice (default true). */
  closeOnSelect?: boolean;
}

const Description = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  text-align: center;
  border-bottom: 1px solid ${theme.colors.border};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Action = styled.button<{ $danger: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 0;
  background: ${theme.colors.surface};
  color: ${({ $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font-size: ${theme.fontSizes.lg};
  ${pressableRow}
`;

const Subname = styled.span`
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

const Gap = styled.div`
  height: ${theme.space.xs};
  background: ${theme.colors.background};
`;

/** A bottom sheet of actions with an optional cancel button. */
export function ActionSheet({
  open,
  actions,
  onSelect,
  onClose,
  title,
  description,
  cancelText,
  closeOnSelect = true,
}: ActionSheetProps) {
  const { t } = useTranslation();
  const cancel = cancelText ?? t('ui.cancel');
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={title}
      ariaLabel={title ? undefined : t('ui.select')}
      showClose={false}
    >
      {description && <Description>{description}</Description>}
      <List>
        {actions.map((action, index) => (
          <li key={action.key}>
            <Action
              type="button"
              $danger={Boolean(action.danger)}
              disabled={action.disabled}
              aria-busy={action.loading ? true : undefined}
              onClick={() => {
                if (action.loading) return;
                onSelect(action, index);
                if (closeOnSelect) onClose();
              }}
            >
              {action.loading ? (
                <>
                  <Spinner $size="1.2em" aria-hidden="true" />
                  <VisuallyHidden>{action.name}</VisuallyHidden>
                </>
              ) : (
                action.name
              )}
              {action.subname && !action.loading && <Subname>{action.subname}</Subname>}
            </Action>
          </li>
        ))}
      </List>
      {cancel && (
        <>
          <Gap />
          <Action type="button" $danger={false} onClick={onClose}>
            {cancel}
          </Action>
        </>
      )}
    </Popup>
  );
}
