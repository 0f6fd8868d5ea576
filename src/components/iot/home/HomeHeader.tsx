import { formatAmount } from '@/lib/money';
import { createPortal } from 'react-dom';
import { useOverlayRoot } from '../../ui/overlayRoot';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '@/lib/greeting';
import { Icon } from '@/components/ui/Icon';
import { OperatorIcon } from './OperatorIcon';
import { defaultTextFor } from '@/lib/contrast';
import { cssColour } from '@/lib/css';
import {
  Root,
  CompactBar,
  Logo,
  TitleLine,
  Top,
  Avatar,
  Who,
  SimpleWho,
  Greeting,
  Vip,
  Title,
  NumberLine,
  NumberLabel,
  NumberValue,
  Bottom,
  Balance,
  Actions,
  SimpleActions,
  RefreshButton,
  TextButton,
  type Paint,
  type HomeHeaderVariant,
} from './HomeHeader.styles';

export type { HomeHeaderVariant };

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

/** How far the page scrolls before the gradual header's compact bar shows (docs/requirements.md section 9). */
export const GRADUAL_SCROLL_THRESHOLD = 50;

/** A colour from the layout when it is one (never arbitrary CSS); null otherwise. */
export const layoutColour = cssColour;

/** An image address safe to put in url("..."): http(s), root-relative or data:image; else null. */
export function layoutImage(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || /["'()\\\s]/.test(text)) return null;
  return /^(https?:\/\/|\/|data:image\/)/i.test(text) ? text : null;
}

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
  const overlayRoot = useOverlayRoot();
  const { t } = useTranslation();
  // The layout's colours as configured: a pair that is hard to read is the operator's to see (the
  // playground and the preview marker warn), not ours to hide. Without a text colour, the design's
  // own dark text, or white on a background too dark for it.
  const textColour = layoutColour(color) ?? defaultTextFor(layoutColour(background));
  const paint: Paint = {
    background: layoutColour(background),
    backgroundEnd: layoutColour(backgroundEnd),
    backgroundImage: layoutImage(backgroundImage),
    color: textColour,
  };
  const logoImage = layoutImage(logo);
  const logoElement = logoImage ? <Logo src={logoImage} alt="" /> : null;
  const hour = typeof now === 'number' ? now : now.getHours();
  const isDevice = sourceType === 2;
  const number = (isDevice ? deviceNo || simNo : simNo) || '';
  const numberLabel = isDevice ? t('iot.home.header.deviceNo') : t('iot.home.header.simNo');

  const refresh = showRefresh && onRefresh && (
    <RefreshButton
      type="button"
      $spinning={refreshing}
      disabled={refreshing}
      aria-busy={refreshing}
      aria-label={refreshing ? t('iot.home.header.refreshing') : t('iot.home.header.refresh')}
      onClick={onRefresh}
    >
      <Icon name="refresh" />
    </RefreshButton>
  );

  const numberLine = (
    <NumberLine>
      <OperatorIcon operatorType={operatorType} />
      <NumberLabel>{numberLabel}</NumberLabel>
      <NumberValue>{number || t('iot.home.header.noNumber')}</NumberValue>
    </NumberLine>
  );

  const switchAndLogout = (
    <>
      {onSwitchCard && (
        <TextButton type="button" onClick={onSwitchCard}>
          {t('iot.home.header.switchCard')}
        </TextButton>
      )}
      {onLogout && (
        <TextButton type="button" onClick={onLogout}>
          {t('iot.home.header.logout')}
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
        aria-label={t('iot.home.header.label')}
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
      aria-label={t('iot.home.header.label')}
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
              <NumberValue as="span">{number || t('iot.home.header.noNumber')}</NumberValue>
            </CompactBar>,
            overlayRoot,
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
            <dt>{t('iot.home.header.balance')}</dt>
            <dd>{t('iot.home.header.money', { amount: formatAmount(balance) })}</dd>
          </Balance>
        ) : (
          <span />
        )}
        <Actions>{switchAndLogout}</Actions>
      </Bottom>
    </Root>
  );
}
