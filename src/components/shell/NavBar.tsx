import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../ui/Icon';
import { iconButton } from '@/components/ui/buttonReset';
import { theme } from '@/theme';

export interface NavBarProps {
  /** Page title; show the translated 'loading' text until the page sets its own. */
  title: string;
  /** Whether the back button shows. */
  showBack?: boolean;
  /** Accessible label of the back button (translated). */
  backLabel: string;
  /** Called when the back button is pressed. */
  onBack?: () => void;
  /** Optional content at the right end (actions). */
  right?: ReactNode;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.navBar};
  display: grid;
  grid-template-columns: ${theme.sizes.navBar} 1fr ${theme.sizes.navBar};
  align-items: center;
  min-height: ${theme.sizes.navBar};
  padding-top: env(safe-area-inset-top);
  background: ${theme.colors.navBar};
  color: ${theme.colors.navBarText};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  grid-column: 2;
  text-align: center;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const BackButton = styled.button`
  grid-column: 1;
  ${iconButton}
  width: ${theme.sizes.tapTarget};
  color: inherit;
`;

const Right = styled.div`
  grid-column: 3;
  display: flex;
  justify-content: flex-end;
  padding-right: ${theme.space.sm};
`;

/** The top navigation bar: light grey background, black title, optional back button. */
export function NavBar({ title, showBack = false, backLabel, onBack, right }: NavBarProps) {
  return (
    <Bar>
      {showBack && (
        <BackButton type="button" aria-label={backLabel} onClick={onBack}>
          <Icon name="back" />
        </BackButton>
      )}
      <Title>{title}</Title>
      {right && <Right>{right}</Right>}
    </Bar>
  );
}
