import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tone } from './tone';
import { theme } from '@/theme';

export interface TabItem {
  /** Stable key reported by onChange. */
  key: string;
  /** Visible label, already translated. */
  label: ReactNode;
  /** Greys out the tab and skips it. */
  disabled?: boolean;
  /** Small count or dot text beside the label. */
  badge?: ReactNode;
}

export interface TabsProps {
  /** The tabs, left to right. */
  items: readonly TabItem[];
  /** Key of the selected tab. */
  activeKey: string;
  /** Called with the key of the tab the user selects. */
  onChange: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Scrolls horizontally instead of sharing the width (default when more than 4 tabs). */
  scrollable?: boolean;
  /** Sticks to the top while the page scrolls. */
  sticky?: boolean;
  /** Content of the selected tab, wrapped in its tab panel. */
  children?: ReactNode;
}

const List = styled.div<{ $scrollable: boolean; $sticky: boolean }>`
  display: flex;
  position: relative;
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: sticky;
      /* Under the app's navigation bar, which sets --sticky-top. */
      top: var(--sticky-top, 0px);
    `}
  z-index: 1;
  overflow-x: ${({ $scrollable }) => ($scrollable ? 'auto' : 'hidden')};
  scrollbar-width: none;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button<{ $active: boolean; $scrollable: boolean }>`
  position: relative;
  flex: ${({ $scrollable }) => ($scrollable ? '0 0 auto' : '1 1 0')};
  min-width: 0;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 0;
  background: transparent;
  font-size: ${theme.fontSizes.md};
  font-weight: ${({ $active }) => ($active ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ $active }) => ($active ? theme.colors.text : theme.colors.textSecondary)};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: 0;
    width: 2em;
    height: 3px;
    border-radius: ${theme.radii.round};
    transform: translateX(-50%);
    background: ${({ $active }) => ($active ? tone.brand(theme) : 'transparent')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${theme.space.xxs};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.regular};
  line-height: 1.5;
`;

/** A tab bar (role=tablist) with arrow-key navigation and an optional panel for the selected tab. */
export function Tabs({
  items,
  activeKey,
  onChange,
  label,
  scrollable,
  sticky = false,
  children,
}: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const isScrollable = scrollable ?? items.length > 4;

  useEffect(() => {
    if (!isScrollable) return;
    const active = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activeKey, isScrollable]);

  const enabled = items.filter((item) => !item.disabled);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.key === activeKey);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % enabled.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null || enabled.length === 0) return;
    event.preventDefault();
    const key = enabled[next].key;
    onChange(key);
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  return (
    <div>
      <List
        ref={listRef}
        role="tablist"
        aria-label={label}
        $scrollable={isScrollable}
        $sticky={sticky}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <Tab
              key={item.key}
              id={tabId(item.key)}
              data-key={item.key}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={children !== undefined && active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              $active={active}
              $scrollable={isScrollable}
              onClick={() => {
                if (!active) onChange(item.key);
              }}
            >
              {item.label}
              {item.badge !== undefined && item.badge !== null && <Badge>{item.badge}</Badge>}
            </Tab>
          );
        })}
      </List>
      {children !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeKey)}>
          {children}
        </div>
      )}
    </div>
  );
}
