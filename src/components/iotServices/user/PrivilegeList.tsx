import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VipPrivileges } from '@/domain/iot';
import { theme } from '@/theme';

export interface PrivilegeListProps {
  /** What the membership gives. */
  privileges: VipPrivileges;
  /** Where and how the list is laid out (a grid on a card, rows in a sheet). */
  className?: string;
}

const List = styled.ul`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xxs};
    font-size: ${theme.fontSizes.md};
  }
  small {
    color: ${theme.colors.textSecondary};
  }
`;

/** The privileges of a VIP membership, each a title over its description. */
export function PrivilegeList({ privileges, className }: PrivilegeListProps) {
  const { t } = useTranslation();
  return (
    <List className={className} aria-label={t('iotServices.addon.privileges')}>
      {privileges.items.map((item) => (
        <li key={item.title}>
          <span>{item.title}</span>
          <small>{item.desc}</small>
        </li>
      ))}
    </List>
  );
}
