import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@/components/ui/Icon';
import { useLiveRegionReady } from '@/components/ui/useLiveRegion';
import { theme } from '@/theme';

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

const Box = styled.section<{ $paid: boolean; $shown: boolean }>`
  display: grid;
  /* Unseen for the moment its live region is on the page before its message (see below). */
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.lg};
  background: ${theme.colors.surface};
  text-align: center;
  svg {
    font-size: 3rem;
    color: ${({ $paid }) => ($paid ? theme.colors.brand : theme.colors.warning)};
  }
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
  }
`;

/** What screen readers announce: the headline and the line under it, not the buttons. */
const Announced = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  width: 100%;
`;

/**
 * The end of a purchase: paid (confirmed by the server) or not paid yet. Announced by screen
 * readers: the headline and the line under it go into a polite live region (role=status) drawn a
 * moment before them.
 */
export function PayResult({ tone, title, description, children }: PayResultProps) {
  const shown = useLiveRegionReady(true);
  return (
    <Box $paid={tone === 'paid'} $shown={shown}>
      <Icon name={tone === 'paid' ? 'check' : 'warning'} />
      <Announced role="status" aria-live="polite" aria-atomic="true">
        {shown ? (
          <>
            <h2>{title}</h2>
            {description ? <p>{description}</p> : null}
          </>
        ) : null}
      </Announced>
      {children ? <Actions>{children}</Actions> : null}
    </Box>
  );
}
