import { useEffect, useState } from 'react';
import { ContactPanel } from '@/components/shop/ContactPanel';
import { isLink } from '@/lib/validators';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useBaseConfigStore } from '@/stores/baseConfig';
import { useLayoutStore } from '@/stores/layout';
import { useShopCacheStore } from '@/stores/shopCache';
import { openPage } from '@/features/shop/links';

/** Tab 2: online service, QR code and phone from the base configuration, and hot questions. */
export default function CustomerPage({ query }: PageProps) {
  const front = useBaseConfigStore((s) => s.config?.front);
  const questions = useShopCacheStore((s) => s.hotQuestions);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const promoCode = query.promoCode || useLayoutStore.getState().promoCode;
    if (query.promoCode) {
      useLayoutStore.getState().setPromoCode(query.promoCode);
      void useBaseConfigStore.getState().refresh(query.promoCode);
    }
    void useShopCacheStore
      .getState()
      .reloadHotQuestions(promoCode)
      .finally(() => setLoading(false));
  }, [query.promoCode]);

  const kefuUrl = front?.kefuUrl && isLink(front.kefuUrl) ? front.kefuUrl : '';
  return (
    <ContactPanel
      kefuUrl={kefuUrl}
      kefuMobile={front?.kefuMobile ?? ''}
      hasQr={!!(front?.kefuQr || kefuUrl)}
      questions={questions}
      loadingQuestions={loading}
      onChat={() =>
        void nav.openMenu(
          { type: 'url', url: kefuUrl },
          { promoCode: useLayoutStore.getState().promoCode },
        )
      }
      onShowQr={() => void openPage('/pages/customer/code')}
      onQuestion={(id) => void openPage('/pages/customer/question/detail', { id: String(id) })}
      onAllQuestions={() => void openPage('/pages/customer/question/index')}
    />
  );
}
