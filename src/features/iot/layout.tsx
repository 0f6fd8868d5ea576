import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Query } from '@/router/url';
import { endPayment } from '@/features/data/paymentEnd';

// Layout shared by the IoT pages. No widget here: they live in src/components.

/** The page column: background, spacing between sections and room for the safe area. */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-height: 100%;
  padding: ${({ theme }) => theme.space.md} 0
    calc(${({ theme }) => theme.space.xl} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.background};
  align-content: start;
`;

/** Side padding for a block inside the column. */
export const Inset = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** A white block with padding (layout only). */
export const Paper = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Every IoT page. The operator preview (`?iotPreview=IotLayout:{digits}`, its marker and the pages
 * it blocks) is the router's, for every card page alike; this wrapper ends payments with the page.
 */
export function IotPage({ children }: { query?: Query; children: ReactNode }) {
  // Payments never outlive the page that started them.
  useEffect(() => () => endPayment(), []);
  return <>{children}</>;
}
