import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@/components/ui/Icon';

export interface PayResultProps {
  /** 'paid' draws a check, 'unpaid' a warning. */
  tone: 'paid' | 'unpaid';
  /** Headline, translated. */
  title: string;
  /** A line under it, e.g. the new balance. */
  description?: string;
  /** Buttons under the text. */
  children?: ReactNode;
}

const Box = styled.section<{ $paid: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  svg {
    font-size: 3rem;
    color: ${({ $paid, theme }) => ($paid ? theme.colors.brand : theme.colors.warning)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

/** The end of a purchase: paid (confirmed by the server) or not paid yet. */
export function PayResult({ tone, title, description, children }: PayResultProps) {
  return (
    <Box $paid={tone === 'paid'} role="status">
      <Icon name={tone === 'paid' ? 'check' : 'warning'} />
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children ? <Actions>{children}</Actions> : null}
    </Box>
  );
}
