import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@/components/ui/Icon';
import { cardHead, raisedCardSurface } from '../../ui/surfaces';
import { theme } from '@/theme';

/** One label and value line of an item card. */
export interface ItemCardRow {
  /** Stable key. */
  key: string;
  /** Label, already translated. */
  label: string;
  /** Value; empty values are left out. */
  value: ReactNode;
}

export interface ItemCardProps {
  /** Heading, already translated. */
  title: string;
  /** Label and value lines. */
  rows?: readonly ItemCardRow[];
  /** Text of the header action, e.g. "More"; the action shows only with onAction. */
  actionLabel?: string;
  /** The user pressed the header action. */
  onAction?: () => void;
  /** Shown when there are no rows and no children. */
  emptyText?: string;
  /** Free content under the rows. */
  children?: ReactNode;
}

const Card = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  ${raisedCardSurface}
`;

const Head = styled.div`
  ${cardHead}
`;

const Heading = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Action = styled.button`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

const Rows = styled.dl`
  margin: ${theme.space.xs} 0 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-top: 1px solid ${theme.colors.border};
  }
  dt {
    flex: none;
    color: ${theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    min-width: 0;
    text-align: right;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const Empty = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.textSecondary};
`;

/** A titled card of label and value lines with an optional header action. */
export function ItemCard({
  title,
  rows = [],
  actionLabel,
  onAction,
  emptyText,
  children,
}: ItemCardProps) {
  const shown = rows.filter(
    (row) => row.value !== '' && row.value !== null && row.value !== undefined,
  );
  return (
    <Card aria-label={title}>
      <Head>
        <Heading>{title}</Heading>
        {onAction && actionLabel ? (
          <Action type="button" onClick={onAction}>
            {actionLabel}
            <Icon name="arrowRight" />
          </Action>
        ) : null}
      </Head>
      {shown.length > 0 ? (
        <Rows>
          {shown.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </Rows>
      ) : null}
      {children}
      {shown.length === 0 && !children && emptyText ? <Empty>{emptyText}</Empty> : null}
    </Card>
  );
}
