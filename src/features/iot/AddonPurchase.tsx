import { formatAmount } from '@/lib/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentSheets } from '@/components/iot/PaymentSheets';
import { ActionBar } from '@/components/ui/form/formStyles';
import { ProductPicker, type PickerProduct } from '@/components/iotServices/user/ProductPicker';
import { MainAction } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { i18next } from '@/i18n';
import { nav, type PageUrl } from '@/router/nav';
import { feedback } from '@/stores/feedback';
import { resetPayment, startPayment, usePaymentSheets } from '@/features/data/payment';
import { afterOverlaysClose } from '@/components/ui/overlayHistory';
import { useMutation } from '@/features/data/useMutation';
import type { CreateOrder } from '@/features/data/cardOrders';
import type { Query } from '@/features/data/query';
import { useAddonProducts } from './AddonShop';
import { LoadState } from '@/components/ui/LoadState';
import {
  firstPayMethod,
  NoPayMethods,
  payLoadState,
  usePayMethods,
  type PayMethod,
} from './payMethods';
import { Empty } from '@/components/ui/Empty';

export interface AddonPurchaseProps {
  /** The product being bought (shown alone, already chosen). */
  product: PickerProduct;
  /** Balance of the card, shown beside the balance option. */
  balance: number;
  /** Whether the card has a pay password (balance payment asks for it). */
  needsPassword: boolean;
  /** Creates the order (a maker of src/features/data/cardOrders). */
  create: CreateOrder;
  /** Where to go once the server confirms the payment. */
  paidPath: PageUrl;
  /** The ways to pay the card's agent takes, in its order (at least one). */
  methods: readonly PayMethod[];
}

/** Pay for an add-on: pay type, then the shared payment step; success only once confirmed. */
export function AddonPurchase({
  product,
  balance,
  needsPassword,
  create,
  paidPath,
  methods,
}: AddonPurchaseProps) {
  const { t } = useTranslation();
  const [payType, setPayType] = useState<string>(() =>
    firstPayMethod(methods, balance >= product.price),
  );
  const sheets = usePaymentSheets();
  const { pending, mutate } = useMutation();
  useEffect(() => () => resetPayment(), []);

  // The payment itself reloads the card once the server confirms it.
  const pay = () =>
    mutate(async () => {
      const outcome = await startPayment({
        payType,
        amount: product.price,
        needsPassword,
        create: (payPassword) => create(payType, payPassword),
      });
      if (outcome === 'paid') {
        feedback.toast(String(i18next.t('iotServices.cashier.paid')), { kind: 'success' });
        await afterOverlaysClose();
        await nav.redirectTo(paidPath);
      }
    });

  return (
    <>
      <ProductPicker
        products={[product]}
        selectedId={product.id}
        label={t('iotServices.addon.chosen')}
        emptyText=""
        onSelect={() => undefined}
      />
      <RadioGroup
        legend={t('iotServices.cashier.payType')}
        value={payType}
        onChange={setPayType}
        options={methods.map((value) =>
          value === 'balance'
            ? {
                value,
                label: t('iotServices.addon.payBalance'),
                description: t('iotServices.addon.balanceLeft', { balance: formatAmount(balance) }),
                disabled: balance < product.price,
              }
            : { value, label: t(`iotServices.cashier.${value}`) },
        )}
      />
      <ActionBar>
        <MainAction loading={pending} onClick={() => void pay()}>
          {t('iotServices.cashier.pay', { money: formatAmount(product.price) })}
        </MainAction>
      </ActionBar>
      <PaymentSheets {...sheets} />
    </>
  );
}

export interface AddonCashierProps<P extends { id: number }> {
  /** The product's id from the page's query (0 when it names none). */
  id: number;
  /** The list the product is chosen from (`queryOf(iot.getVipList)`). */
  products: Query<P[]>;
  toPicker: (product: P) => PickerProduct;
  create: AddonPurchaseProps['create'];
  paidPath: PageUrl;
}

/** The cashier page of an add-on: loads the card and the product named by the query, then pays. */
export function AddonCashier<P extends { id: number }>({
  id,
  products,
  toPicker,
  create,
  paidPath,
}: AddonCashierProps<P>) {
  const { t } = useTranslation();
  const data = useAddonProducts(products);
  const pay = usePayMethods({ balance: true });
  return (
    <LoadState {...payLoadState(data, pay)} frame="block">
      {({ sim, list }) => {
        const product = list.find((item) => item.id === id);
        if (product && !pay.methods.length) return <NoPayMethods />;
        return product ? (
          <AddonPurchase
            methods={pay.methods}
            product={toPicker(product)}
            balance={sim.balance ?? 0}
            needsPassword={!!sim.existPayPassword}
            create={create}
            paidPath={paidPath}
          />
        ) : (
          <Empty description={t('iotServices.addon.notFound')} />
        );
      }}
    </LoadState>
  );
}
