import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme';

export interface CellGroupProps {
  /** Heading above the group. */
  title?: ReactNode;
  /** Card style with margins and rounded corners. */
  inset?: boolean;
  /** The cells. */
  children: ReactNode;
}

const Group = styled.section`
  margin-bottom: ${theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.textSecondary};
`;

const Body = styled.div<{ $inset: boolean }>`
  overflow: hidden;
  background: ${theme.colors.surface};
  margin: ${({ $inset }) => ($inset ? `0 ${theme.space.md}` : '0')};
  border-radius: ${({ $inset }) => ($inset ? theme.radii.md : '0')};
  & > *:last-child::after {
    display: none;
  }
`;

/** A titled group of cells, full width or inset as a card. */
export function CellGroup({ title, inset = false, children }: CellGroupProps) {
  const titleId = useId();
  return (
    <Group aria-labelledby={title ? titleId : undefined}>
      {title && <Title id={titleId}>{title}</Title>}
      <Body $inset={inset}>{children}</Body>
    </Group>
  );
}
