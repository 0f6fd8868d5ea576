import { formatAmount } from '@/lib/money';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/Icon';
import { theme } from '@/theme';

/** Every alert the card home can raise about the card, most urgent first. */
export type SimStatusTipKind =
  | 'cancelled'
  | 'cancelling'
  | 'replacing'
  | 'arrears'
  | 'suspended'
  | 'realName'
  | 'platformAuth'
  | 'needCoupon'
  | 'needPackage'
  | 'bindPhone'
  | 'offline';

export interface SimStatusTipsProps {
  /** The alerts to show, in order (see simStatusTipKinds in src/features/iot/home). */
  kinds: readonly SimStatusTipKind[];
  /** Amount in arrears in yuan, quoted by the arrears alert. */
  arrearsBalance?: number | null;
  /** The user pressed an alert's action; the page decides where it goes. */
  onAction: (kind: SimStatusTipKind) => void;
}

const DANGER: readonly SimStatusTipKind[] = ['cancelled', 'arrears', 'suspended'];

const List = styled.ul`
  margin: ${theme.space.md};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
`;

// A danger tip is an attribute of the one rule, not a class of its own.
const Tip = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  background: ${theme.colors.warningSoft};
  border: 1px solid ${theme.colors.warning};
  svg {
    color: ${theme.colors.warning};
  }
  &[data-danger] {
    background: ${theme.colors.surface};
    border-color: ${theme.colors.danger};
    svg {
      color: ${theme.colors.danger};
    }
  }
  svg {
    flex: none;
    font-size: ${theme.fontSizes.xl};
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Action = styled.button`
  flex: none;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.text};
  color: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`;

/** Alerts about the card (real name, arrears, no package, cancelled...), each with an action. */
export function SimStatusTips({ kinds, arrearsBalance, onAction }: SimStatusTipsProps) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;

  const text = (kind: SimStatusTipKind) => {
    switch (kind) {
      case 'arrears':
        return t('iot.home.statusTips.arrears', { amount: formatAmount(arrearsBalance) });
      default:
        return t(`iot.home.statusTips.${kind}`);
    }
  };
  const action = (kind: SimStatusTipKind) => {
    switch (kind) {
      case 'cancelled':
      case 'cancelling':
      case 'suspended':
        return t('iot.home.statusTips.contactAction');
      case 'replacing':
        return t('iot.home.statusTips.replacedAction');
      default:
        return t(`iot.home.statusTips.${kind}Action`);
    }
  };

  return (
    <List aria-label={t('iot.home.statusTips.label')}>
      {kinds.map((kind) => (
        <Tip key={kind} data-danger={DANGER.includes(kind) || undefined}>
          <Icon name={kind === 'offline' ? 'wifiOff' : 'warning'} />
          <Text>{text(kind)}</Text>
          <Action type="button" onClick={() => onAction(kind)}>
            {action(kind)}
          </Action>
        </Tip>
      ))}
    </List>
  );
}
