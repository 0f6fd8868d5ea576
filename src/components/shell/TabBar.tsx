import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cssColour } from '@/lib/css';
import { theme } from '@/theme';

export interface TabBarItem {
  /** Stable key, usually the page path. */
  key: string;
  /** Visible label, already translated. */
  label: string;
  /** Icon for the normal state. */
  icon: ReactNode;
  /** Icon for the selected state (defaults to `icon`). */
  selectedIcon?: ReactNode;
}

export interface TabBarProps {
  /** The tabs, left to right. */
  items: readonly TabBarItem[];
  /** Index of the selected tab. */
  activeIndex: number;
  /** Called with the index of the tab the user pressed (also when it is already selected). */
  onSelect: (index: number) => void;
  /** Accessible name of the bar (translated). */
  label: string;
  /** Raises the middle item above the bar (simLayout middleBulge). */
  middleBulge?: boolean;
  /** Selected icon colour (default #018d71); labels use a darker shade of it for legibility. */
  selectedColor?: string;
  /** Normal icon colour (default #999999); labels use a darker grey for legibility. */
  color?: string;
  /** Background (default #F8F8F8). */
  background?: string;
}

const SELECTED_COLOUR = '#018d71';
const NORMAL_COLOUR = '#999999';

const Bar = styled.nav<{ $background?: string }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndices.tabBar};
  max-width: ${theme.sizes.maxAppWidth};
  margin: 0 auto;
  background: ${({ $background }) => $background ?? theme.colors.tabBarBackground};
  border-top: 1px solid ${theme.colors.border};
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 1;
  display: flex;
`;

const Tab = styled.button<{ $color: string; $active: boolean; $bulge: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  min-height: ${theme.sizes.tabBar};
  padding: ${theme.space.xs} 0;
  border: 0;
  background: transparent;
  color: ${({ $active }) =>
    $active ? theme.colors.tabBarSelectedText : theme.colors.tabBarNormalText};
  font-size: ${theme.fontSizes.xs};
  line-height: 1.2;

  & > span:first-child {
    display: inline-flex;
    color: ${({ $color }) => $color};
    font-size: ${({ $bulge }) => ($bulge ? theme.fontSizes.display : theme.fontSizes.xl)};
    margin-top: ${({ $bulge }) => ($bulge ? `calc(-1 * ${theme.space.xl})` : '0')};
  }
`;

/** The bottom tab bar: 4 tabs by default, the first selected. */
export function TabBar({
  items,
  activeIndex,
  onSelect,
  label,
  middleBulge = false,
  selectedColor,
  color,
  background,
}: TabBarProps) {
  // The colours may come from a layout: only a checked colour reaches CSS, else the default.
  const selected = cssColour(selectedColor) ?? SELECTED_COLOUR;
  const normal = cssColour(color) ?? NORMAL_COLOUR;
  const middle = items.length % 2 === 1 ? Math.floor(items.length / 2) : -1;
  return (
    <Bar aria-label={label} $background={cssColour(background) ?? undefined}>
      <List>
        {items.map((item, index) => {
          const active = index === activeIndex;
          return (
            <Item key={item.key}>
              <Tab
                type="button"
                aria-current={active ? 'page' : undefined}
                $color={active ? selected : normal}
                $active={active}
                $bulge={middleBulge && index === middle}
                onClick={() => onSelect(index)}
              >
                <span aria-hidden="true">
                  {active ? (item.selectedIcon ?? item.icon) : item.icon}
                </span>
                <span>{item.label}</span>
              </Tab>
            </Item>
          );
        })}
      </List>
    </Bar>
  );
}
