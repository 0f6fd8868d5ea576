import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VipPrivileges } from '@/domain/iot';
import { Button } from '../../ui/Button';
import { Popup } from '../../ui/Popup';
import { Price } from '../../ui/Price';
import { PrivilegeList } from './PrivilegeList';
import { theme } from '@/theme';

export interface VipPopupProps {
  /** Whether the popup shows. */
  open: boolean;
  /** Name of the membership. */
  name: string;
  /** Price in yuan. */
  price: number;
  /** What the membership gives. */
  privileges: VipPrivileges;
  /** Buys this membership. */
  onBuy: () => void;
  /** Closes the popup (close button, overlay, back). */
  onClose: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  padding-bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom));
`;

const List = styled(PrivilegeList)`
  margin: 0;

  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  small {
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The privileges of a VIP membership in a bottom sheet, with its price and buy button. */
export function VipPopup({ open, name, price, privileges, onBuy, onClose }: VipPopupProps) {
  const { t } = useTranslation();
  return (
    <Popup open={open} onClose={onClose} title={t('iotServices.addon.privilegesOf', { name })}>
      <Body>
        <List privileges={privileges} />
        <Price amount={price} size="lg" />
        <Button variant="primary" size="large" block round onClick={onBuy}>
          {t('iotServices.addon.buy')}
        </Button>
      </Body>
    </Popup>
  );
}
