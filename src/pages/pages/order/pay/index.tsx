import { useCallback, useEffect, useRef, useState } from 'react';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { useTranslation } from 'react-i18next';
import { payShopOrder } from '@/api/shopOrder';
import * as shop from '@/api/declarations/shop';
import { LoadState } from '@/components/ui/LoadState';
import { PayPanel, type PayStage } from '@/components/shop/PayPanel';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { shopUrl } from '@/features/shop/links';
import { shopPayOutcome } from '@/features/shop/payOutcome';
import { useResource } from '@/features/data/useResource';
import { missingQuery, queryOf } from '@/features/data/query';
import { useMutation } from '@/features/data/useMutation';
import { openPendingTab } from '@/lib/pendingTab';
import { OpenInBrowser } from '@/components/ui/OpenInBrowser';
import { linkCopied, payWithWallet, walletRoute } from '@/features/data/wechatPay';

/** How often and how long the order is asked about after the cashier opens. */
const POLL_MS = 2000;
const POLL_LIMIT_MS = 60_000;
/** Offered until the configuration says otherwise (a constant, so the store selector stays stable). */
const DEFAULT_PAY_TYPES = ['wechat', 'alipay'];
/** The payment types this page can name; the agent's configuration chooses among them. */
const KNOWN_PAY_TYPES = new Set(['wechat', 'alipay', 'balance']);

/**
 * Pays an order; only the server's answer about the order counts. Any status other than unpaid,
 * as the order opens or once it moves there while the page polls, ends the polling and says what
 * it means: a payment this page started and the order now paid, in progress, shipped or done is a
 * received payment; past payment when opened, it is already paid; cancelled or not accepted after
 * a payment attempt, any amount taken is refunded and customer service is a tap away.
 */
export default function PayOrderPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id ?? 0);
  const valid = Number.isInteger(id) && id > 0;
  const configured = useBaseConfig()?.showPaymentType ?? DEFAULT_PAY_TYPES;
  // Without an id there is nothing to ask the server. The page keeps its order only while it
  // shows it (another shopper may use the phone next).
  const order = useResource(
    valid ? queryOf(shop.getShopOrderDetails, { id }) : missingQuery('no order'),
    { keepMs: 0 },
  );
  const { pending, mutate } = useMutation();
  const [payType, setPayType] = useState('');
  const [stage, setStage] = useState<'choose' | 'waiting' | 'unconfirmed'>('choose');
  const [blockedUrl, setBlockedUrl] = useState('');
  // Alipay inside WeChat: the link to go on at in a browser, while its sheet shows.
  const [browserUrl, setBrowserUrl] = useState('');
  // Whether a payment of the order was started here (the cashier opened or the order was paid), or
  // the shopper comes back from the provider's page (returned=1): a paid order is then the payment
  // just received. The server's status alone says whether it is paid.
  const [attempted, setAttempted] = useState(query.returned === '1');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const polling = useRef(0);
  const deadline = useRef(0);

  const item = order.data;
  const status = item?.status;
  const settled = status !== undefined && status !== 0;
  const settledNow = useRef(settled);
  settledNow.current = settled;

  // In the agent's order, balance included when the agent enables it.
  const payTypes = configured.filter((type) => KNOWN_PAY_TYPES.has(type));
  const chosen = payTypes.includes(payType) ? payType : (payTypes[0] ?? '');

  const stopPolling = useCallback(() => {
    polling.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  // Leaving the page stops asking; the order stays payable from the order list.
  useEffect(() => stopPolling, [stopPolling]);
  // Once the order is anything but unpaid, there is nothing left to wait for.
  useEffect(() => {
    if (settled) stopPolling();
  }, [settled, stopPolling]);

  const { reload } = order;
  const poll = useCallback(() => {
    stopPolling();
    const run = polling.current;
    const tick = async () => {
      if (run !== polling.current || settledNow.current) return;
      // A failed check is not a failed payment: keep asking until the deadline.
      const latest = await reload();
      if (run !== polling.current || (latest && latest.status !== 0)) return;
      if (Date.now() >= deadline.current) {
        setStage('unconfirmed');
        return;
      }
      timer.current = setTimeout(() => void tick(), POLL_MS);
    };
    timer.current = setTimeout(() => void tick(), POLL_MS);
  }, [reload, stopPolling]);

  const wait = useCallback(() => {
    setAttempted(true);
    setStage('waiting');
    deadline.current = Date.now() + POLL_LIMIT_MS;
    poll();
  }, [poll]);

  // Coming back from the cashier tab: ask at once instead of waiting for the next tick.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && timer.current) void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  /** Opens the provider's page; where the browser refuses, the panel offers its link. */
  const openPage = (url: string, tab = openPendingTab()) => {
    const opened = tab.go(url);
    setBlockedUrl(opened ? '' : url);
  };

  const pay = async () => {
    if (!chosen) return;
    // Inside WeChat, WeChat Pay goes through WeChat's bridge and Alipay on in a browser
    // (src/features/data/wechatPay.ts): no tab is opened for them.
    const viaPage = walletRoute(chosen) === 'page';
    // Opened in the tap itself: Safari blocks a tab opened after the answer.
    const tab = viaPage ? openPendingTab() : null;
    try {
      // The payment changes the order: it is read again before the answer counts.
      const result = await mutate(() => payShopOrder({ id, payType: chosen }), {
        invalidates: [shop.getShopOrderDetails],
      });
      if (!result || result.paid) {
        tab?.close();
        // Nothing left to pay: the order's own status says whether it is paid.
        if (result) wait();
        return;
      }
      if (tab) {
        openPage(result.payUrl, tab);
        return wait();
      }
      const next = await payWithWallet(result, chosen);
      if (next.kind === 'browser') return setBrowserUrl(next.url);
      // Cancelled or failed on WeChat's sheet: said so; the order stays payable here.
      if (next.kind === 'stay') return;
      if (next.kind === 'page') openPage(next.url);
      // WeChat's 'ok' is not a payment until the server says the order is paid.
      wait();
    } catch {
      // the client explained; the order stays payable
      tab?.close();
    }
  };

  const toOrders = () => void nav.switchTab(shopUrl('/pages/order/index'));
  const toService = () => void nav.switchTab(shopUrl('/pages/customer/index'));

  if (!valid) {
    return <IncompleteLink actionLabel={t('shop.pay.viewOrders')} onAction={toOrders} />;
  }

  const shown: PayStage = settled ? 'settled' : stage;
  const outcome = item ? shopPayOutcome(item.status, attempted) : null;
  return (
    <LoadState
      loading={order.loading && !item}
      // A failed poll keeps the order on screen; only a first load that failed is an error.
      error={order.error && !item}
      onRetry={() => void reload()}
    >
      {item && (
        <PayPanel
          orderSn={item.orderSn}
          goodsName={item.goodsName}
          amount={item.payMoney}
          prestore={item.prestore}
          payTypes={payTypes}
          payType={chosen}
          onPayTypeChange={setPayType}
          stage={shown}
          paying={pending}
          onPay={() => void pay()}
          onCheck={() => {
            setStage('waiting');
            deadline.current = Date.now() + POLL_LIMIT_MS;
            void reload().then((latest) => {
              if (!latest || latest.status === 0) poll();
            });
          }}
          onDone={toOrders}
          blockedUrl={blockedUrl}
          outcome={outcome ?? undefined}
          onService={outcome?.service ? toService : undefined}
        />
      )}
      <OpenInBrowser
        open={browserUrl !== '' && !settled}
        url={browserUrl}
        onCopied={linkCopied}
        onDone={() => {
          setBrowserUrl('');
          wait();
        }}
        onClose={() => setBrowserUrl('')}
      />
    </LoadState>
  );
}
