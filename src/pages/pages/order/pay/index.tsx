import { useCallback, useEffect, useRef, useState } from 'react';
import { getShopOrderDetails, payShopOrder } from '@/api/shopOrder';
import { LoadState } from '@/components/ui/LoadState';
import { PayPanel, type PayStage } from '@/components/shop/PayPanel';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { shopUrl } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
import { openPendingTab } from '@/lib/pendingTab';

/** How often and how long the order is asked about after the cashier opens. */
const POLL_MS = 2000;
const POLL_LIMIT_MS = 60_000;
/** Offered until the configuration says otherwise (a constant, so the store selector stays stable). */
const DEFAULT_PAY_TYPES = ['wechat', 'alipay'];

/** Pays an order; only the server's answer about the order counts as paid. */
export default function PayOrderPage({ query }: PageProps) {
  const id = Number(query.id ?? 0);
  const payTypes = useBaseConfig()?.showPaymentType ?? DEFAULT_PAY_TYPES;
  const order = useResource(
    () => (id > 0 ? getShopOrderDetails(id) : Promise.reject(new Error('no order'))),
    [id],
  );
  const [payType, setPayType] = useState('');
  const [stage, setStage] = useState<PayStage>('choose');
  const [paying, setPaying] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const deadline = useRef(0);

  const usable = payTypes.filter((type) => type !== 'balance');
  const chosen = payType || usable[0] || '';

  useEffect(() => {
    if (order.data && order.data.status !== 0) setStage('paid');
  }, [order.data]);

  const stopPolling = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  };
  // Leaving the page stops asking; the order stays payable from the order list.
  useEffect(() => stopPolling, []);

  const checkOnce = useCallback(async (): Promise<boolean> => {
    try {
      const latest = await getShopOrderDetails(id);
      if (latest.status !== 0) {
        stopPolling();
        setStage('paid');
        return true;
      }
    } catch {
      // a failed check is not a failed payment: keep asking until the deadline
    }
    return false;
  }, [id]);

  const poll = useCallback(() => {
    stopPolling();
    const tick = async () => {
      if (await checkOnce()) return;
      if (Date.now() >= deadline.current) {
        setStage('unconfirmed');
        return;
      }
      timer.current = setTimeout(() => void tick(), POLL_MS);
    };
    timer.current = setTimeout(() => void tick(), POLL_MS);
  }, [checkOnce]);

  // Coming back from the cashier tab: ask at once instead of waiting for the next tick.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && timer.current) void checkOnce();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [checkOnce]);

  const pay = async () => {
    if (!chosen) return;
    setPaying(true);
    // Opened in the tap itself: Safari blocks a tab opened after the answer.
    const tab = openPendingTab();
    try {
      const result = await payShopOrder({ id, payType: chosen });
      if (result.paid) {
        tab.close();
        await checkOnce();
        return;
      }
      const opened = tab.go(result.payUrl);
      setBlockedUrl(opened ? '' : result.payUrl);
      setStage('waiting');
      deadline.current = Date.now() + POLL_LIMIT_MS;
      poll();
    } catch {
      // the client explained; the order stays payable
      tab.close();
    } finally {
      setPaying(false);
    }
  };

  const item = order.data;
  return (
    <LoadState
      notFound={!(id > 0)}
      loading={order.loading && !item}
      error={order.error}
      onRetry={order.reload}
    >
      {item && (
        <PayPanel
          orderSn={item.orderSn}
          goodsName={item.goodsName}
          amount={item.payMoney}
          prestore={item.prestore}
          payTypes={usable}
          payType={chosen}
          onPayTypeChange={setPayType}
          stage={stage}
          paying={paying}
          onPay={() => void pay()}
          onCheck={() => {
            setStage('waiting');
            deadline.current = Date.now() + POLL_LIMIT_MS;
            void checkOnce().then((paid) => !paid && poll());
          }}
          onDone={() => void nav.switchTab(shopUrl('/pages/order/index'))}
          blockedUrl={blockedUrl}
        />
      )}
    </LoadState>
  );
}
