import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as hk from '@/api/declarations/hk';
import * as shop from '@/api/declarations/shop';
import { trackOrder } from '@/api/tracking';
import type { GoodsItem, RegionNode } from '@/api/types';
import { OrderForm } from '@/components/shop/OrderForm';
import {
  emptyOrderForm,
  validateOrderForm,
  type OrderFormErrors,
} from '@/components/shop/orderFormRules';
import { isMobile } from '@/lib/validators';
import { nav } from '@/router/nav';
import { feedback } from '@/stores/feedback';
import { useLayoutStore } from '@/stores/layout';
import { fetchRegion, locateVisitor, useProvinces } from '@/features/data/shop';
import { useDraft } from '@/features/forms/useDraft';
import { shopUrl } from '@/features/shop/links';
import { useSmsCountdown } from '@/components/ui/useSmsCountdown';
import { useMutation } from '@/features/data/useMutation';

const NO_REGIONS: RegionNode[] = [];

/** The order form's fields a draft keeps: not the ID card number, not the SMS code. */
const ORDER_DRAFT_FIELDS = [
  'name',
  'mobile',
  'regionCodes',
  'regionLabels',
  'address',
  'extra',
  'agree',
] as const;

/** Counties of a city: the city's province file holds them. */
async function loadRegionChildren(node: RegionNode, level: number): Promise<RegionNode[]> {
  if (level === 0)
    return (await fetchRegion(node.value)).map(({ value, label }) => ({ value, label }));
  const province = `${node.value.slice(0, 2)}0000`;
  const cities = await fetchRegion(province);
  return cities.find((city) => city.value === node.value)?.children ?? [];
}

export interface OrderFlowProps {
  goods: GoodsItem;
  /** Id of the number held for this order (0 for none). */
  numberId: number;
  /** The held number, for display. */
  chosenNumber: string;
}

/** The order form of goods with its draft, SMS code, region data and submission. */
export function OrderFlow({ goods, numberId, chosenNumber }: OrderFlowProps) {
  const { t } = useTranslation();
  const sms = useMutation(hk.sendOrderCode);
  // A new order is one more of the shopper's orders.
  const placing = useMutation(shop.createShopOrder, { invalidates: [shop.getShopOrderList] });
  // What was typed survives a failed submit and a reload; the ID card number and the SMS code
  // stay in the page only.
  const [values, setValues, clearDraft] = useDraft(`order-${goods.id}`, emptyOrderForm, {
    keep: ORDER_DRAFT_FIELDS,
  });
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const placed = useRef(false);
  const busy = useRef(false);
  const [secondsLeft, startCountdown] = useSmsCountdown();
  const regions = useProvinces().data ?? NO_REGIONS;
  const [suggested, setSuggested] = useState<string[]>([]);
  const rules = { needSmsCode: goods.needSmsCode, fields: goods.formFields };

  useEffect(() => {
    void locateVisitor().then((location) =>
      setSuggested(location?.provinceCode ? [location.provinceCode] : []),
    );
  }, []);

  const change = (next: typeof values) => {
    setValues(next);
    if (tried) setErrors(validateOrderForm(next, rules));
  };

  const sendCode = async () => {
    if (!isMobile(values.mobile)) {
      setErrors({ ...errors, mobile: 'mobile' });
      return;
    }
    setSending(true);
    try {
      // The order form's code comes from the order-code call (it knows the goods).
      await sms.mutate({ mobile: values.mobile, goodsId: goods.id });
      startCountdown(60);
      feedback.toast(t('shop.sms.sent'));
    } catch {
      // the client already told the shopper what went wrong
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    // Sending or placed already: a second tap (before the button shows it is busy, or while the
    // next page opens) must not order again.
    if (placed.current || busy.current) return;
    setTried(true);
    const found = validateOrderForm(values, rules);
    setErrors(found);
    if (Object.keys(found).length) {
      feedback.toast(t('shop.form.fixErrors'));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const [provinceCode, cityCode, countyCode] = values.regionCodes;
      const order = await placing.mutate({
        goodsId: goods.id,
        numberId: numberId || undefined,
        name: values.name.trim(),
        idCard: values.idCard.trim().toUpperCase(),
        mobile: values.mobile.trim(),
        code: goods.needSmsCode ? values.code.trim() : undefined,
        provinceCode,
        cityCode,
        countyCode,
        address: values.address.trim(),
        promoCode: useLayoutStore.getState().promoCode || undefined,
        extra: goods.formFields.length ? values.extra : undefined,
      });
      if (!order) return;
      placed.current = true;
      clearDraft();
      trackOrder('shop', order.orderSn, window.location.hash, useLayoutStore.getState().promoCode);
      if (order.status === 0) {
        void nav.redirectTo(shopUrl('/pages/order/pay/index', { id: String(order.id) }));
      } else {
        feedback.toast(t('shop.form.placed'), { kind: 'success' });
        void nav.switchTab(shopUrl('/pages/order/index'));
      }
    } catch {
      // the client showed the message or dialog; what was typed stays in the form
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <OrderForm
      values={values}
      onChange={change}
      errors={errors}
      fields={goods.formFields}
      needSmsCode={goods.needSmsCode}
      smsSecondsLeft={secondsLeft}
      smsSending={sending}
      onSendCode={() => void sendCode()}
      regions={regions}
      loadRegionChildren={loadRegionChildren}
      suggestedRegion={suggested}
      chosenNumber={chosenNumber}
      submitting={submitting}
      onSubmit={() => void submit()}
      onOpenAgreement={() => void nav.navigateTo(shopUrl('/pages/about/payment'))}
    />
  );
}
