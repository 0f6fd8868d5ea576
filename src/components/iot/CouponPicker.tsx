import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { UserCoupon } from '@/domain/iot';
import { formatDate, parseServerDate } from '@/lib/dateTime';
import { Popup } from '@/components/ui/Popup';
import { theme } from '@/theme';

export interface CouponPickerProps {
  /** Whether the sheet shows. */
  open: boolean;
  /** The card's coupons judged for this package (state 1 usable, 2 unusable; 3 and 4 are hidden). */
  coupons: readonly UserCoupon[];
  /** Price of the package, so a minimum-spend refusal is explained in the user's language. */
  price: number;
  /** The chosen user-coupon id, 0 for none. */
  selectedId: number;
  /** The user chose a coupon (0 for none); the sheet closes. */
  onSelect: (id: number) => void;
  /** The user closed the sheet. */
  onClose: () => void;
}

/** Usable coupons first, then unusable ones with the reason; expired and used ones are hidden. */
export function groupCoupons(coupons: readonly UserCoupon[]) {
  return {
    usable: coupons.filter((coupon) => coupon.state === 1),
    unusable: coupons.filter((coupon) => coupon.state === 2),
  };
}

/** What a coupon takes off a price (0 when it cannot be used on it). */
export function couponDiscount(coupon: UserCoupon | undefined, price: number): number {
  if (!coupon || coupon.state !== 1 || price < coupon.minSpend) return 0;
  const pay = coupon.type === 1 ? price - coupon.value : price * coupon.value;
  return Math.round((price - Math.max(0, pay)) * 100) / 100;
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  padding-bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom));
  overflow-y: auto;
  overscroll-behavior: contain;
  h3 {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.textSecondary};
  }
`;

const Ticket = styled.button<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.sm};
  border: 2px solid ${({ $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $active }) => ($active ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${theme.colors.text};
  text-align: left;
  &:disabled {
    background: ${theme.colors.background};
  }
`;

const Value = styled.strong`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.xl};
  text-align: center;
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.span`
  && {
    color: ${theme.colors.warning};
  }
`;

const NoCoupon = styled.button`
  min-height: ${theme.sizes.tapTarget};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/** The coupon sheet of a package purchase. */
export function CouponPicker({
  open,
  coupons,
  price,
  selectedId,
  onSelect,
  onClose,
}: CouponPickerProps) {
  const { t } = useTranslation();
  const { usable, unusable } = groupCoupons(coupons);
  const ticket = (coupon: UserCoupon, enabled: boolean) => {
    const until = parseServerDate(coupon.endAt);
    return (
      <Ticket
        key={coupon.id}
        type="button"
        disabled={!enabled}
        $active={enabled && coupon.id === selectedId}
        aria-pressed={enabled ? coupon.id === selectedId : undefined}
        onClick={() => onSelect(coupon.id)}
      >
        <Value>
          {coupon.type === 1
            ? t('iot.details.couponOff', { value: coupon.value })
            : t('iot.details.couponRate', { off: Math.round((1 - coupon.value) * 100) })}
        </Value>
        <Text>
          <strong>{coupon.name}</strong>
          <span>
            {!enabled && price < coupon.minSpend ? (
              <Reason>{t('iot.details.couponMin', { amount: coupon.minSpend })}</Reason>
            ) : coupon.minSpend > 0 ? (
              t('iot.details.couponMin', { amount: coupon.minSpend })
            ) : (
              t('iot.details.couponNoMin')
            )}
          </span>
          {until ? <span>{t('iot.details.couponUntil', { date: formatDate(until) })}</span> : null}
          {!enabled && coupon.reason && price >= coupon.minSpend ? (
            <Reason>{coupon.reason}</Reason>
          ) : null}
        </Text>
      </Ticket>
    );
  };
  return (
    <Popup open={open} onClose={onClose} title={t('iot.details.couponTitle')}>
      <Body>
        <h3>{t('iot.details.usable')}</h3>
        {usable.length ? (
          usable.map((coupon) => ticket(coupon, true))
        ) : (
          <p>{t('iot.details.couponNoneAvailable')}</p>
        )}
        {unusable.length ? (
          <>
            <h3>{t('iot.details.unusable')}</h3>
            {unusable.map((coupon) => ticket(coupon, false))}
          </>
        ) : null}
        <NoCoupon type="button" onClick={() => onSelect(0)}>
          {t('iot.details.doNotUse')}
        </NoCoupon>
      </Body>
    </Popup>
  );
}
