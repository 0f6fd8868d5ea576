import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '@/lib/greeting';
import { Icon } from '@/components/ui/Icon';
import { OperatorIcon } from './OperatorIcon';
import { formatMoney, readableBackground, textForBackground } from './format';

/** The three header designs a simLayout can choose (`index.header.key`). */
export type HomeHeaderVariant = 'default' | 'gradual' | 'simple';

export interface HomeHeaderProps {
  /** Which design to draw. */
  variant?: HomeHeaderVariant;
  /** Local hour (0-23) or the current time; picks the greeting. */
  now: Date | number;
  /** The card number (simNo). */
  simNo?: string | null;
  /** The device number, shown instead of the card number when sourceType is 2. */
  deviceNo?: string | null;
  /** 2 marks a device card. */
  sourceType?: number | null;
  /** Operator type: 1 telecom, 2 unicom, 3 broadcast, 4 mobile (default), 99 device. */
  operatorType?: number | null;
  /** Account balance in yuan; hidden when undefined. */
  balance?: number | string | null;
  /** Title from the layout (simLayout.name), shown above the greeting. */
  title?: string | null;
  /** Name of the active VIP membership, shown as a badge; none when empty. */
  vipName?: string | null;
  /** Shows the greeting (simLayout.index.header.data.showGreeting, default true). */
  showGreeting?: boolean;
  /** Avatar image URL (already resolved); a generic badge when empty. */
  avatar?: string | null;
  /** Shows the refresh button (simLayout.refreshSwitch). */
  showRefresh?: boolean;
  /** A refresh is running: the button is disabled and spins. */
  refreshing?: boolean;
  /** The user asked to refresh the card information. */
  onRefresh?: () => void;
  /** The user asked to switch to another card; the button shows only when given. */
  onSwitchCard?: () => void;
  /** The user asked to log out; the button shows only when given. */
  onLogout?: () => void;
  /** The layout's logo (simLayout.logo, already resolved), beside the title; none when empty. */
  logo?: string | null;
  /** Background colour, or the gradient's start (simLayout.index.header.data.background). */
  background?: string | null;
  /** The gradient's end colour (header.data.backgroundEnd). */
  backgroundEnd?: string | null;
  /** Background image address, already resolved (header.data.backgroundImage). */
  backgroundImage?: string | null;
  /** Text colour (header.data.color). */
  color?: string | null;
  /** The page is scrolled past the gradual header's threshold: its compact bar shows. */
  scrolled?: boolean;
}

/** How far the page scrolls before the gradual header's compact bar shows (SPEC section 9). */
export const GRADUAL_SCROLL_THRESHOLD = 50;

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/** A colour from the layout when it is one (never arbitrary CSS); null otherwise. */
export function layoutColour(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return COLOUR.test(text) ? text : null;
}

/** An image address safe to put in url("..."): http(s), root-relative or data:image; else null. */
export function layoutImage(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || /["'()\\\s]/.test(text)) return null;
  return /^(https?:\/\/|\/|data:image\/)/i.test(text) ? text : null;
}

interface Paint {
  background: string | null;
  backgroundEnd: string | null;
  backgroundImage: string | null;
  color: string | null;
}

/** The layout's colours over the design's own, only where the layout sets them. */
const painted = ({ background, backgroundEnd, backgroundImage, color }: Paint) => css`
  ${
    background || backgroundImage
      ? css`
          background-color: ${background ?? 'transparent'};
          background-image: ${
            [
              backgroundImage ? `url("${backgroundImage}")` : null,
              background && backgroundEnd
                ? `linear-gradient(180deg, ${background} 0%, ${backgroundEnd} 100%)`
                : null,
            ]
              .filter(Boolean)
              .join(', ') || 'none'
          };
          background-size: cover;
          background-position: center top;
        `
      : null
  }
  ${
    color
      ? css`
          color: ${color};
          --header-secondary: ${color};
        `
      : null
  }
`;

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const Root = styled.section<{ $variant: HomeHeaderVariant; $paint: Paint }>`
  position: relative;
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  padding-top: calc(${({ theme }) => theme.space.lg} + env(safe-area-inset-top));
  ${({ $variant, theme }) => {
    if ($variant === 'gradual')
      return css`
        background: linear-gradient(
          180deg,
          ${theme.colors.brandSoft} 0%,
          ${theme.colors.brandSoft} 55%,
          ${theme.colors.background} 100%
        );
      `;
    if ($variant === 'simple')
      return css`
        background: ${theme.colors.surface};
        padding: ${theme.space.md} ${theme.space.lg};
        padding-top: calc(${theme.space.md} + env(safe-area-inset-top));
        border-bottom: 1px solid ${theme.colors.border};
      `;
    return css`
      background: ${theme.colors.surface};
      border-top: ${theme.space.xs} solid ${theme.colors.brand};
      margin: ${theme.space.md};
      border-radius: ${theme.radii.lg};
      box-shadow: ${theme.shadows.card};
    `;
  }}
  ${({ $paint }) => painted($paint)}
`;

/** The gradual header's compact bar: at the top of the card home (it has no navigation bar) once scrolled. */
const CompactBar = styled.div<{ $shown: boolean; $paint: Paint }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar + 1};
  max-width: ${({ theme }) => theme.sizes.maxAppWidth};
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding-top: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-top));
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transition:
    opacity 0.2s ease,
    visibility 0.2s;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  ${({ $paint }) => painted({ ...$paint, backgroundImage: null })}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Logo = styled.img`
  height: 1.5em;
  max-width: 6em;
  object-fit: contain;
  flex: none;
  vertical-align: middle;
`;

const TitleLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Top = styled.div<{ $wrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Avatar = styled.img`
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  flex: none;
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

/** In the simple header the number keeps its width and the buttons wrap below when short of room. */
const SimpleWho = styled(Who)`
  flex: 1 1 auto;
`;

const Greeting = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Vip = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.vip};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  vertical-align: middle;
`;

const Title = styled.p`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--header-secondary, ${({ theme }) => theme.colors.textSecondary});
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The number is never cut: short of room, it moves below its label as a whole. */
const NumberLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  min-width: 0;
`;

const NumberLabel = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--header-secondary, ${({ theme }) => theme.colors.textSecondary});
`;

const NumberValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Bottom = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Balance = styled.dl`
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: var(--header-secondary, ${({ theme }) => theme.colors.textSecondary});
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
`;

const SimpleActions = styled(Actions)`
  margin-left: auto;
`;

const RefreshButton = styled.button<{ $spinning: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:disabled {
    cursor: progress;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  svg {
    ${({ $spinning }) =>
      $spinning &&
      css`
        animation: ${spin} 0.8s linear infinite;
      `}
  }
`;

const TextButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/** The top of the card home: greeting, card or device number, operator, balance and refresh. */
export function HomeHeader({
  variant = 'default',
  now,
  simNo,
  deviceNo,
  sourceType,
  operatorType,
  balance,
  title,
  vipName,
  showGreeting = true,
  avatar,
  showRefresh = true,
  refreshing = false,
  onRefresh,
  onSwitchCard,
  onLogout,
  logo,
  background,
  backgroundEnd,
  backgroundImage,
  color,
  scrolled = false,
}: HomeHeaderProps) {
  const { t } = useTranslation();
  const textColour = layoutColour(color) ?? textForBackground(layoutColour(background) ?? '');
  // The layout's colours, with its background nudged where its text would not be readable on it.
  const readable = (value: unknown) => {
    const colour = layoutColour(value);
    return colour && textColour ? readableBackground(colour, textColour) : colour;
  };
  const paint: Paint = {
    background: readable(background),
    backgroundEnd: readable(backgroundEnd),
    backgroundImage: layoutImage(backgroundImage),
    color: textColour,
  };
  const logoImage = layoutImage(logo);
  const logoElement = logoImage ? <Logo src={logoImage} alt="" /> : null;
  const hour = typeof now === 'number' ? now : now.getHours();
  const isDevice = sourceType === 2;
  const number = (isDevice ? deviceNo || simNo : simNo) || '';
  const numberLabel = isDevice ? t('iotHome.header.deviceNo') : t('iotHome.header.simNo');

  const refresh = showRefresh && onRefresh && (
    <RefreshButton
      type="button"
      $spinning={refreshing}
      disabled={refreshing}
      aria-busy={refreshing}
      aria-label={refreshing ? t('iotHome.header.refreshing') : t('iotHome.header.refresh')}
      onClick={onRefresh}
    >
      <Icon name="refresh" />
    </RefreshButton>
  );

  const numberLine = (
    <NumberLine>
      <OperatorIcon operatorType={operatorType} />
      <NumberLabel>{numberLabel}</NumberLabel>
      <NumberValue>{number || t('iotHome.header.noNumber')}</NumberValue>
    </NumberLine>
  );

  const switchAndLogout = (
    <>
      {onSwitchCard && (
        <TextButton type="button" onClick={onSwitchCard}>
          {t('iotHome.header.switchCard')}
        </TextButton>
      )}
      {onLogout && (
        <TextButton type="button" onClick={onLogout}>
          {t('iotHome.header.logout')}
        </TextButton>
      )}
    </>
  );

  if (variant === 'simple') {
    return (
      <Root
        $variant="simple"
        $paint={paint}
        data-variant="simple"
        aria-label={t('iotHome.header.label')}
      >
        <Top $wrap>
          {logoElement}
          <SimpleWho>{numberLine}</SimpleWho>
          <SimpleActions>
            {switchAndLogout}
            {refresh}
          </SimpleActions>
        </Top>
      </Root>
    );
  }

  return (
    <Root
      $variant={variant}
      $paint={paint}
      data-variant={variant}
      aria-label={t('iotHome.header.label')}
    >
      {variant === 'gradual' && typeof document !== 'undefined'
        ? // In the body: a pulled (transformed) page around the header would carry a fixed bar away.
          createPortal(
            <CompactBar
              $shown={scrolled}
              $paint={paint}
              data-testid="gradual-compact"
              data-shown={scrolled}
              aria-hidden="true"
            >
              {logoElement}
              <span>{title || numberLabel}</span>
              <NumberValue as="span">{number || t('iotHome.header.noNumber')}</NumberValue>
            </CompactBar>,
            document.body,
          )
        : null}
      <Top>
        {avatar ? <Avatar src={avatar} alt="" /> : null}
        <Who>
          {title || logoElement ? (
            <TitleLine>
              {logoElement}
              {title ? <Title>{title}</Title> : null}
            </TitleLine>
          ) : null}
          {showGreeting || vipName ? (
            <Greeting>
              {showGreeting ? t(`lib.greeting.${greetingKey(hour)}`) : null}
              {vipName ? <Vip>{vipName}</Vip> : null}
            </Greeting>
          ) : null}
          {numberLine}
        </Who>
        {refresh}
      </Top>
      <Bottom>
        {balance !== undefined && balance !== null ? (
          <Balance>
            <dt>{t('iotHome.header.balance')}</dt>
            <dd>{t('iotHome.header.money', { amount: formatMoney(balance) })}</dd>
          </Balance>
        ) : (
          <span />
        )}
        <Actions>{switchAndLogout}</Actions>
      </Bottom>
    </Root>
  );
}
