import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tone } from './tone';
import { theme } from '@/theme';

export interface StepItem {
  /** Stable key. */
  key: string;
  /** Main text, e.g. a logistics event. */
  title: ReactNode;
  /** Secondary text, e.g. its time or place. */
  description?: ReactNode;
}

export interface StepsProps {
  /** The steps in order; for a logistics timeline, newest first. */
  items: readonly StepItem[];
  /** Index of the current step (default 0, the first). */
  active?: number;
  /** Vertical timeline (default) or a horizontal row of steps. */
  direction?: 'vertical' | 'horizontal';
  /** Accessible name of the list. */
  label?: string;
}

const List = styled.ol<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  margin: 0;
  padding: ${theme.space.md} ${theme.space.lg};
  list-style: none;
  background: ${theme.colors.surface};
`;

const Item = styled.li<{ $horizontal: boolean; $state: 'done' | 'active' | 'todo' }>`
  position: relative;
  flex: 1 1 0;
  min-width: 0;
  padding: ${({ $horizontal }) =>
    $horizontal
      ? `${theme.space.xl} ${theme.space.xs} 0`
      : `0 0 ${theme.space.lg} ${theme.space.xl}`};
  text-align: ${({ $horizontal }) => ($horizontal ? 'center' : 'left')};
  color: ${({ $state }) =>
    $state === 'active'
      ? tone.brand(theme)
      : $state === 'done'
        ? theme.colors.text
        : theme.colors.textSecondary};
  font-size: ${theme.fontSizes.md};

  /* the connecting line */
  &::before {
    content: '';
    position: absolute;
    background: ${theme.colors.divider};
    ${({ $horizontal }) =>
      $horizontal
        ? 'top: calc(0.5rem + 5px); left: 50%; width: 100%; height: 1px;'
        : 'left: calc(0.5rem + 5px); top: 1rem; bottom: 0; width: 1px;'}
  }
  &:last-child::before {
    display: none;
  }
`;

const Dot = styled.span<{ $horizontal: boolean; $state: 'done' | 'active' | 'todo' }>`
  position: absolute;
  width: ${({ $state }) => ($state === 'active' ? '13px' : '11px')};
  height: ${({ $state }) => ($state === 'active' ? '13px' : '11px')};
  border-radius: ${theme.radii.round};
  background: ${({ $state }) => ($state === 'todo' ? theme.colors.divider : tone.brand(theme))};
  box-shadow: ${({ $state }) => ($state === 'active' ? `0 0 0 3px ${theme.colors.brandSoft}` : 'none')};
  ${({ $horizontal }) =>
    $horizontal ? 'top: 0.5rem; left: calc(50% - 5px);' : 'left: 0.5rem; top: 0.35rem;'}
`;

const Title = styled.div`
  line-height: ${theme.lineHeights.normal};
  word-break: break-word;
`;

const Description = styled.div`
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

/** Steps of a process or a logistics timeline; the active step is highlighted and marked as current. */
export function Steps({ items, active = 0, direction = 'vertical', label }: StepsProps) {
  const horizontal = direction === 'horizontal';
  return (
    <List $horizontal={horizontal} aria-label={label}>
      {items.map((item, index) => {
        const state = index === active ? 'active' : index < active ? 'done' : 'todo';
        return (
          <Item
            key={item.key}
            $horizontal={horizontal}
            $state={state}
            aria-current={index === active ? 'step' : undefined}
          >
            <Dot $horizontal={horizontal} $state={state} aria-hidden="true" />
            <Title>{item.title}</Title>
            {item.description && <Description>{item.description}</Description>}
          </Item>
        );
      })}
    </List>
  );
}
