import { formatAmount, formatMoney } from '@/lib/money';
import * as iot from '@/api/declarations/iot';
import { missingQuery, queryOf } from '@/features/data/query';
import { useEffect, useState } from 'react';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import { buyPackage } from '@/api/iot';
import { serverNow, serverOffset } from '@/api/serverTime';
import type { UserCoupon } from '@/api/types';
import { CouponPicker, couponDiscount, groupCoupons } from '@/components/iot/CouponPicker';
import { PackageHead } from '@/components/iot/PackageHead';
import { PaymentSheets } from '@/components/iot/PaymentSheets';
import { seckillPhase } from '@/components/iot/home/PackageSeckill';
import { ErrorView } from '@/components/ui/ErrorView';
import { ActionSheet } from '@/components/ui/ActionSheet';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { RichText } from '@/components/ui/RichText';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import {
  payAgain,
  startPayment,
  usePaymentSheets,
  type PaymentOutcome,
} from '@/features/data/payment';
import { Column, IotPage, Paper } from '@/features/iot/layout';
import { PayChoice } from '@/features/iot/PayChoice';
import {
  firstPayMethod,
  NoPayMethods,
  payLoadState,
  usePayMethods,
} from '@/features/iot/payMethods';
import { PaidResult } from '@/features/iot/RechargePaid';
import { LoadState } from '@/components/ui/LoadState';
import { queryId } from '@/features/iot/format';
import { useResource } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { SIM_KEY, useSim } from '@/features/data/sim';

/** A bought package changes the card (balance, package): it is loaded again. */
const changedBy = (outcome: PaymentOutcome | undefined) => (outcome === 'paid' ? [SIM_KEY] : []);

/**
 * One package: when it takes effect, which coupon, how to pay. The chosen coupon is checked again
 * whenever the package or the coupons change and right before buying; the server has the last word.
 */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const sim = useSim().data ?? null;
  const resource = useResource(
    id ? queryOf(iot.getPackageDetails, { id }) : missingQuery('no package'),
  );
  const [effectMode, setEffectMode] = useState(1);
  const [effectOpen, setEffectOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);
  const [couponId, setCouponId] = useState(0);
  const [coupons, setCoupons] = useState<UserCoupon[]>([]);
  const ways = usePayMethods({ balance: true });
  const [chosenType, setPayType] = useState('');
  const [, setTick] = useState(0);
  const sheets = usePaymentSheets();
  // One purchase at a time: a second tap during the coupon re-check or the payment does nothing.
  const { mutate } = useMutation();
  const item = resource.data ?? null;
  const payType =
    chosenType || firstPayMethod(ways.methods, (sim?.balance ?? 0) >= (item?.price ?? 0));

  // A new package brings its own coupon judgement: keep the chosen one only if still usable.
  useEffect(() => {
    if (!item) return;
    setCoupons(item.coupons);
    setEffectMode((mode) => (item.effectModes.includes(mode) ? mode : (item.effectModes[0] ?? 1)));
    setCouponId((current) => {
      if (!current) return 0;
      const still = item.coupons.some((coupon) => coupon.id === current && coupon.state === 1);
      if (!still) feedback.toast(t('iot.details.couponDropped'));
      return still ? current : 0;
    });
  }, [item, t]);

  // Opened without a package id: nothing to load or retry.
  if (!id) {
    return (
      <IotPage query={query}>
        <IncompleteLink
          actionLabel={t('iot.details.allPackages')}
          onAction={() => void nav.redirectTo('/pages/iot/index/package/index')}
        />
      </IotPage>
    );
  }

  if (sheets.status === 'paid') {
    return (
      <IotPage query={query}>
        <PaidResult title={t('iot.details.bought')} records="packages" />
      </IotPage>
    );
  }

  /** Whether the chosen coupon (if any) is still usable by the server's fresh list. */
  const couponStillUsable = (fresh: UserCoupon[], price: number): boolean => {
    setCoupons(fresh);
    const chosen = fresh.find((coupon) => coupon.id === couponId);
    if (chosen && chosen.state === 1 && couponDiscount(chosen, price) >= 0) return true;
    setCouponId(0);
    feedback.toast(t('iot.details.couponDropped'));
    return false;
  };

  // The cashier opened again for the unpaid order of this page.
  const payAgainHere = () => void mutate(() => payAgain(), { invalidates: changedBy });

  return (
    <IotPage query={query}>
      <LoadState {...payLoadState(resource, ways)} frame="block" rows={6}>
        {(details) => {
          const phase = details.seckill ? seckillPhase(details, serverNow()) : undefined;
          const closed = phase !== undefined && phase !== 'open';
          const chosen = coupons.find((coupon) => coupon.id === couponId);
          const discount = couponDiscount(chosen, details.price);
          const total = Math.max(0, Math.round((details.price - discount) * 100) / 100);
          const usableCount = groupCoupons(coupons).usable.length;
          const buy = () => {
            if (closed) return;
            if (sheets.status === 'unpaid') {
              payAgainHere();
              return;
            }
            mutate(
              async () => {
                // The chosen coupon is checked again right before buying.
                if (couponId) {
                  const fresh = await call(iot.getSimCouponList, { packageId: details.id });
                  if (!couponStillUsable(fresh, details.price)) return undefined;
                }
                return startPayment({
                  payType,
                  amount: total,
                  needsPassword: payType === 'balance' && !!sim?.existPayPassword,
                  create: (payPassword) =>
                    buyPackage({
                      packageId: details.id,
                      payType,
                      userCouponId: couponId || undefined,
                      effectMode,
                      payPassword,
                    }),
                });
              },
              { invalidates: changedBy },
            ).catch(() => undefined);
          };
          if (!details.id) {
            return <ErrorView title={t('iot.details.notFound')} />;
          }
          return (
            <Column>
              <PackageHead
                item={details}
                phase={phase}
                serverOffsetMs={serverOffset()}
                onPhaseEnd={() => setTick((n) => n + 1)}
              />
              <CellGroup inset>
                <Cell
                  title={t('iot.details.effect')}
                  value={
                    effectMode === 2 ? t('iot.details.effectNextMonth') : t('iot.details.effectNow')
                  }
                  isLink={details.effectModes.length > 1}
                  onClick={details.effectModes.length > 1 ? () => setEffectOpen(true) : undefined}
                />
                <Cell
                  title={t('iot.details.coupon')}
                  value={
                    chosen
                      ? t('iot.details.discount', { amount: formatAmount(discount) })
                      : usableCount
                        ? t('iot.details.couponCount', { count: usableCount })
                        : t('iot.details.couponNoneAvailable')
                  }
                  isLink
                  onClick={() => setCouponOpen(true)}
                />
                <Cell
                  title={t('iot.details.total')}
                  value={t('iot.common.money', { amount: formatAmount(total) })}
                />
              </CellGroup>
              {ways.methods.length ? (
                <PayChoice
                  options={ways.methods.map((value) => ({
                    value,
                    label: t(`iot.payment.${value}`),
                    description:
                      value === 'balance'
                        ? t('iot.payment.balanceLeft', { amount: formatAmount(sim?.balance) })
                        : undefined,
                  }))}
                  payType={payType}
                  onPayTypeChange={setPayType}
                  status={sheets.status}
                  disabled={closed}
                  onPay={buy}
                >
                  {closed
                    ? phase === 'upcoming'
                      ? t('iot.package.windowNotStarted')
                      : phase === 'soldOut'
                        ? t('iot.home.seckill.soldOut')
                        : t('iot.package.windowClosed')
                    : `${t('iot.details.buy')} ${formatMoney(total)}`}
                </PayChoice>
              ) : (
                <NoPayMethods />
              )}
              {details.detail ? (
                <Paper>
                  <RichText html={details.detail} label={t('iot.details.detail')} />
                </Paper>
              ) : null}
              <ActionSheet
                open={effectOpen}
                title={t('iot.details.effectTitle')}
                actions={details.effectModes.map((mode) => ({
                  key: String(mode),
                  name: mode === 2 ? t('iot.details.effectNextMonth') : t('iot.details.effectNow'),
                }))}
                onSelect={(action) => setEffectMode(Number(action.key))}
                onClose={() => setEffectOpen(false)}
              />
              <CouponPicker
                open={couponOpen}
                coupons={coupons}
                price={details.price}
                selectedId={couponId}
                onSelect={(next) => {
                  setCouponId(next);
                  setCouponOpen(false);
                }}
                onClose={() => setCouponOpen(false)}
              />
            </Column>
          );
        }}
      </LoadState>
      <PaymentSheets
        {...sheets}
        onPayAgain={payAgainHere}
        onForgotPassword={() => void nav.navigateTo('/pages/iot/index/customer/index')}
      />
    </IotPage>
  );
}
