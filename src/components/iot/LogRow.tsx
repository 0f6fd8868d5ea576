import styled from 'styled-components';
import { theme } from '@/theme';

export interface LogRowProps {
  /** What the line is (package name, recharge, remark). */
  title: string;
  /** When, already formatted. */
  time: string;
  /** Amount with its sign and currency, already formatted. */
  amount: string;
  /** 'plus' for money in, 'minus' for money out. */
  tone: 'plus' | 'minus' | 'neutral';
  /** A short state under the amount (paid, active, balance after). */
  note?: string;
  /** A second line under the title (validity, bonus). */
  detail?: string;
}

/** Height of a row in px, for the virtualised lists. */
export const LOG_ROW_HEIGHT = 84;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${LOG_ROW_HEIGHT}px;
  box-sizing: border-box;
  padding: 0 ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Main = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Side = styled.div<{ $tone: LogRowProps['tone'] }>`
  display: grid;
  justify-items: end;
  gap: 2px;
  strong {
    color: ${({ $tone }) =>
      $tone === 'plus'
        ? theme.colors.brand
        : $tone === 'minus'
          ? theme.colors.danger
          : theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.xs};
  }
`;

/** One line of an order or ledger list. */
export function LogRow({ title, time, amount, tone, note, detail }: LogRowProps) {
  return (
    <Row>
      <Main>
        <strong title={title}>{title}</strong>
        {detail ? <span>{detail}</span> : null}
        <span>{time}</span>
      </Main>
      <Side $tone={tone}>
        <strong>{amount}</strong>
        {note ? <span>{note}</span> : null}
      </Side>
    </Row>
  );
}
