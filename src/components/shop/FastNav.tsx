import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { cssUrl } from '@/lib/css';
import { tileButton } from '../ui/buttonReset';
import { theme } from '@/theme';

export interface FastNavEntry {
  /** Label. */
  title: string;
  /** Icon image address (already resolved); without one the entry shows its first letter. */
  icon: string;
  /** Page path or http(s) link. */
  link: string;
}

export interface FastNavProps {
  /** The entries, four to a row. */
  items: readonly FastNavEntry[];
  /** Called with the tapped entry. */
  onSelect: (item: FastNavEntry) => void;
  /** Accessible name of the navigation. */
  label: string;
}

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.xs};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Entry = styled.button`
  ${tileButton}
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
`;

/** An item's icon is a custom property of its own element: one rule serves every item. */
const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${theme.colors.brandSoft} center / cover no-repeat;
  background-image: var(--badge-image, none);
  color: ${theme.colors.brand};
  font-weight: ${theme.fontWeights.bold};
`;

const Text = styled.span`
  display: -webkit-box;
  max-width: 100%;
  overflow: hidden;
  text-align: center;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

/** The quick navigation grid of the shop home. */
export function FastNav({ items, onSelect, label }: FastNavProps) {
  if (!items.length) return null;
  return (
    <Grid aria-label={label}>
      {items.map((item) => {
        // The icon comes from the configuration: it reaches CSS only as a checked url() value.
        const image = cssUrl(item.icon);
        return (
          <Entry key={`${item.title}-${item.link}`} type="button" onClick={() => onSelect(item)}>
            <Badge
              aria-hidden="true"
              style={image ? ({ '--badge-image': image } as CSSProperties) : undefined}
            >
              {image ? '' : item.title.slice(0, 1)}
            </Badge>
            <Text>{item.title}</Text>
          </Entry>
        );
      })}
    </Grid>
  );
}
