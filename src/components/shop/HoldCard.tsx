import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Countdown } from '@/components/ui/Countdown';
import { Price } from '@/components/ui/Price';
import type { NumberItem } from '@/domain/numbers';
import { groupMobile } from '@/lib/phoneMask';
import { Card, Muted, Row, Stack } from './parts';
import { theme } from '@/theme';

export interface HoldCardProps {
  /** The number held for this visitor. */
  number: Pick<
    NumberItem,
    'id' | 'mobile' | 'operatorName' | 'province' | 'city' | 'price' | 'minConsume' | 'prestore'
  >;
  /** Until when it is held (ISO); '' when it is not held (any more). */
  heldUntil: string;
  /** Server time minus device time, so the hold counts down on the server's clock. */
  serverOffsetMs: number;
  /** Device clock (default Date.now); stories pass a fixed one. */
  now?: () => number;
  /** Called when the hold runs out. */
  onExpire: () => void;
  /** Whether the number is being reserved or released. */
  busy: boolean;
  /** Called to reserve it (again). */
  onReserve: () => void;
  /** Called to let it go. */
  onRelease: () => void;
  /** Called to go on to the order form. */
  onContinue: () => void;
}

const Digits = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: ${theme.colors.brand};
  overflow-wrap: anywhere;
`;

const Hold = styled.div`
  display: flex;
  justify-content: center;
  align-items: baseline;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
`;

/** A number reservation: the number, how long it is held, and release or continue. */
export function HoldCard({
  number,
  heldUntil,
  serverOffsetMs,
  now,
  onExpire,
  busy,
  onReserve,
  onRelease,
  onContinue,
}: HoldCardProps) {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('shop.pretty.cardLabel', { mobile: number.mobile })}>
      <Stack>
        <Digits>{groupMobile(number.mobile)}</Digits>
        <Muted>
          {number.operatorName} · {number.province} {number.city}
        </Muted>
        <Row>
          {number.price > 0 ? (
            <Price amount={number.price} decimals={0} />
          ) : (
            <Muted>{t('shop.number.free')}</Muted>
          )}
          {number.minConsume > 0 && (
            <Muted>{t('shop.number.minConsume', { amount: number.minConsume })}</Muted>
          )}
          {number.prestore > 0 && (
            <Muted>{t('shop.pretty.prestore', { amount: number.prestore })}</Muted>
          )}
        </Row>
        {heldUntil ? (
          <>
            <Hold>
              <span>{t('shop.pretty.heldFor')}</span>
              <Countdown
                endTime={heldUntil}
                serverOffsetMs={serverOffsetMs}
                now={now}
                onFinish={onExpire}
                label={t('shop.pretty.heldFor')}
              />
            </Hold>
            <Button variant="primary" size="large" block round onClick={onContinue}>
              {t('shop.pretty.continue')}
            </Button>
            <Button block round loading={busy} onClick={onRelease}>
              {t('shop.pretty.release')}
            </Button>
          </>
        ) : (
          <>
            <Muted>{t('shop.pretty.notHeld')}</Muted>
            <Button variant="primary" size="large" block round loading={busy} onClick={onReserve}>
              {t('shop.pretty.reserve')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
