import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { SimLayoutMenu } from '@/domain/layout';
import { Icon, ICON_NAMES, type IconName } from '@/components/ui/Icon';
import { theme } from '@/theme';

/** Menus shown before "more" when the layout does not say (docs/requirements.md section 9). */
export const DEFAULT_MAX_MENU_TIMES = 10;

export interface MenusProps {
  /** Menus of the layout in order; entries switched off are left out. */
  menus?: readonly SimLayoutMenu[] | null;
  /** How many menus show before the rest collapse into "more" (default 10). */
  maxMenuTimes?: number | null;
  /** Heading, e.g. the element title from the layout (defaults to the translated "Services"). */
  title?: string | null;
  /** Turns an icon path into an image address (domain prefixing); identity by default. */
  resolveIcon?: (path: string) => string;
  /** The user chose a menu; the page does the navigation. */
  onSelect: (menu: SimLayoutMenu) => void;
  /** The user chose "more" to see every menu. */
  onMore: () => void;
}

const Section = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.sm};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`;

const Heading = styled.h2`
  margin: 0 ${theme.space.sm} ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.sm} 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.xxs};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.tight};
`;

const Label = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 100%;
  text-align: center;
  overflow-wrap: anywhere;
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space.xxl};
  height: ${theme.space.xxl};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brand};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  overflow: hidden;
  & > span {
    color: ${theme.colors.text};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  right: ${theme.space.xs};
  max-width: 60%;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.xs};
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Empty = styled.p`
  margin: 0 ${theme.space.sm};
  color: ${theme.colors.textSecondary};
`;

function MenuIcon({
  icon,
  title,
  resolve,
}: {
  icon: string;
  title: string;
  resolve: (p: string) => string;
}) {
  const trimmed = icon.trim();
  if ((ICON_NAMES as readonly string[]).includes(trimmed))
    return <Icon name={trimmed as IconName} />;
  // A bare word names a built-in icon; one we do not draw falls back to the title's first letter.
  // A picture whose address is not known yet (the configured domain is coming) shows the letter.
  const picture = trimmed && !/^[a-z][\w-]*$/i.test(trimmed) ? resolve(trimmed) : '';
  if (picture) return <img src={picture} alt="" />;
  return <span>{Array.from(title.trim())[0] ?? '?'}</span>;
}

const moreIcon = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <circle cx="5" cy="12" r="2.2" />
    <circle cx="12" cy="12" r="2.2" />
    <circle cx="19" cy="12" r="2.2" />
  </svg>
);

/** The visible menus and whether a "more" entry follows them. */
export function visibleMenus(
  menus: readonly SimLayoutMenu[] | null | undefined,
  maxMenuTimes: number | null | undefined,
): { shown: SimLayoutMenu[]; hasMore: boolean } {
  const on = (menus ?? []).filter((menu) => menu && menu.switch !== false);
  const max =
    typeof maxMenuTimes === 'number' && Number.isFinite(maxMenuTimes) && maxMenuTimes > 0
      ? Math.floor(maxMenuTimes)
      : DEFAULT_MAX_MENU_TIMES;
  return { shown: on.slice(0, max), hasMore: on.length > max };
}

const identity = (path: string) => path;

/** The grid of service menus from the layout; those beyond maxMenuTimes collapse into "more". */
export function Menus({
  menus,
  maxMenuTimes,
  title,
  resolveIcon = identity,
  onSelect,
  onMore,
}: MenusProps) {
  const { t } = useTranslation();
  const heading = title || t('iot.home.menus.title');
  const { shown, hasMore } = visibleMenus(menus, maxMenuTimes);

  return (
    <Section aria-label={heading}>
      <Heading>{heading}</Heading>
      {shown.length === 0 ? (
        <Empty>{t('iot.home.menus.empty')}</Empty>
      ) : (
        <Grid>
          {shown.map((menu, index) => (
            <li key={`${index}-${menu.title}`}>
              <Entry type="button" onClick={() => onSelect(menu)}>
                <IconBox aria-hidden="true">
                  <MenuIcon icon={menu.icon ?? ''} title={menu.title ?? ''} resolve={resolveIcon} />
                </IconBox>
                <Label>{menu.title}</Label>
                {menu.badge ? <Badge>{menu.badge}</Badge> : null}
              </Entry>
            </li>
          ))}
          {hasMore && (
            <li>
              <Entry type="button" onClick={onMore}>
                <IconBox aria-hidden="true">{moreIcon}</IconBox>
                <Label>{t('iot.home.menus.more')}</Label>
              </Entry>
            </li>
          )}
        </Grid>
      )}
    </Section>
  );
}
