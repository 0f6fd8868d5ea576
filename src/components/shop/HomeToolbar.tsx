import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@/theme';

export interface HomeToolbarProps {
  /** Greeting for the time of day, already translated. */
  greeting: string;
  /** Shop title from the base configuration. */
  title: string;
  /** The shop's logo (base configuration front.logo, already resolved), in the header's corner. */
  logo?: string;
  /** 1 = number group, 2 = goods group. */
  group: 1 | 2;
  /** Called with the group the user switches to. */
  onGroupChange: (group: 1 | 2) => void;
  /** Goods arrangement: 1 list, 2 two columns. */
  arrange: 1 | 2;
  /** Called with the new arrangement. */
  onArrangeChange: (arrange: 1 | 2) => void;
}

const LOGO_SIZE = '2.75rem';

const Head = styled.header`
  position: relative;
  padding: ${theme.space.md} ${theme.space.md} 0;
`;

const Hello = styled.p`
  margin: 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

const Title = styled.h2`
  margin: ${theme.space.xxs} 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.xxl};
  line-height: ${theme.lineHeights.tight};
  overflow-wrap: anywhere;
  /* The logo's corner is kept free whether or not there is one. */
  padding-right: ${LOGO_SIZE};
`;

/**
 * In the header's corner, out of the flow and of a fixed size: a logo that arrives with the
 * configuration, or whose picture loads later, never moves the page.
 */
const Logo = styled.img`
  position: absolute;
  top: ${theme.space.md};
  right: ${theme.space.md};
  width: ${LOGO_SIZE};
  height: ${LOGO_SIZE};
  object-fit: contain;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Segments = styled.div`
  display: flex;
  padding: 2px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
`;

// The chosen segment is styled by its pressed state: one rule for both segments.
const Segment = styled.button`
  min-height: 2.25rem;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.brand};
    color: ${theme.colors.onBrand};
  }
`;

const Arrange = styled.button`
  min-height: 2.25rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
`;

/** Greeting, shop title, the number/goods group switch and the one/two-column switch. */
export function HomeToolbar({
  greeting,
  title,
  logo,
  group,
  onGroupChange,
  arrange,
  onArrangeChange,
}: HomeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Head>
      {logo ? <Logo src={logo} alt="" /> : null}
      <Hello>{greeting}</Hello>
      <Title>{title}</Title>
      <Bar>
        <Segments role="group" aria-label={t('shop.home.groupLabel')}>
          <Segment type="button" aria-pressed={group === 2} onClick={() => onGroupChange(2)}>
            {t('shop.home.goodsGroup')}
          </Segment>
          <Segment type="button" aria-pressed={group === 1} onClick={() => onGroupChange(1)}>
            {t('shop.home.numberGroup')}
          </Segment>
        </Segments>
        <Arrange type="button" onClick={() => onArrangeChange(arrange === 1 ? 2 : 1)}>
          {arrange === 1 ? t('shop.home.twoColumns') : t('shop.home.oneColumn')}
        </Arrange>
      </Bar>
    </Head>
  );
}
