import { useEffect } from 'react';
import { ContactPanel } from '@/components/shop/ContactPanel';
import { isLink } from '@/lib/validators';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { refreshBaseConfig, useBaseConfig } from '@/features/data/baseConfig';
import { useLayoutStore } from '@/stores/layout';
import { useHotQuestions } from '@/features/data/shop';
import { openPage } from '@/features/shop/links';

/** Tab 2: online service, QR code and phone from the base configuration, and hot questions. */
export default function CustomerPage({ query }: PageProps) {
  const front = useBaseConfig()?.front;
  const storedPromoCode = useLayoutStore((s) => s.promoCode);
  // The kept questions show at once; the server's follow (at most one request a second).
  const questions = useHotQuestions(query.promoCode || storedPromoCode);

  useEffect(() => {
    if (!query.promoCode) return;
    useLayoutStore.getState().setPromoCode(query.promoCode);
    void refreshBaseConfig(query.promoCode);
  }, [query.promoCode]);

  const kefuUrl = front?.kefuUrl && isLink(front.kefuUrl) ? front.kefuUrl : '';
  return (
    <ContactPanel
      kefuUrl={kefuUrl}
      kefuMobile={front?.kefuMobile ?? ''}
      serviceHours={front?.serviceHours ?? ''}
      hasQr={!!(front?.kefuQr || kefuUrl)}
      questions={questions.data ?? []}
      loadingQuestions={questions.loading && !questions.data}
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
