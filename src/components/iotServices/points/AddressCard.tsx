import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SimAddress } from '@/domain/points';
import { Tag } from '../../ui/Tag';
import { blockButton } from '../../ui/buttonReset';
import { theme } from '@/theme';

export interface AddressCardProps {
  /** The address. */
  address: SimAddress;
  /** Marks the address chosen for the current order. */
  selected?: boolean;
  /** Called when the user picks this address (select mode); without it the card is not a button. */
  onSelect?: () => void;
  /** Opens the edit form. */
  onEdit: () => void;
  /** Asks to delete the address. */
  onDelete: () => void;
  /** Makes it the default; hidden for the default address. */
  onMakeDefault: () => void;
}

const Card = styled.article<{ $selected: boolean }>`
  margin: ${theme.space.md};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.brand : 'transparent')};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  ${blockButton}
`;

const Who = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  word-break: break-all;
`;

const Where = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textSecondary};
  word-break: break-word;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`;

const Action = styled.button<{ $danger?: boolean }>`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ $danger }) => ($danger ? theme.colors.danger : theme.colors.brand)};
  font-size: ${theme.fontSizes.md};
`;

/** One delivery address: receiver, phone, region and street; edit, delete and make default. */
export function AddressCard({
  address,
  selected = false,
  onSelect,
  onEdit,
  onDelete,
  onMakeDefault,
}: AddressCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <Who>
        <span>{address.name}</span>
        <span>{address.mobile}</span>
        {address.isDefault && (
          <Tag type="success" plain>
            {t('iotServices.address.default')}
          </Tag>
        )}
        {selected && <Tag type="primary">{t('iotServices.address.selected')}</Tag>}
      </Who>
      <Where>
        {address.province} {address.city} {address.county} {address.detail}
      </Where>
    </>
  );
  return (
    <Card $selected={selected} aria-label={`${address.name} ${address.mobile}`}>
      {onSelect ? (
        <Main as="button" type="button" onClick={onSelect} aria-pressed={selected}>
          {body}
        </Main>
      ) : (
        <Main>{body}</Main>
      )}
      <Actions>
        {!address.isDefault && (
          <Action type="button" onClick={onMakeDefault}>
            {t('iotServices.address.makeDefault')}
          </Action>
        )}
        <Action type="button" onClick={onEdit}>
          {t('iotServices.address.edit')}
        </Action>
        <Action type="button" $danger onClick={onDelete}>
          {t('iotServices.address.delete')}
        </Action>
      </Actions>
    </Card>
  );
}
