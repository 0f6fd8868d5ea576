import { useTranslation } from 'react-i18next';
import { Article } from '@/components/shop/Article';
import type { PageProps } from '@/router/types';

/** Trading terms. */
export default function PaymentTermsPage(_props: PageProps) {
  const { t } = useTranslation();
  const s = 'shop.info.about.payment.sections' as const;
  return (
    <Article
      intro={t('shop.info.about.payment.intro')}
      sections={[
        { key: 'order', heading: t(`${s}.orderTitle`), body: t(`${s}.order`) },
        { key: 'pay', heading: t(`${s}.payTitle`), body: t(`${s}.pay`) },
        { key: 'refund', heading: t(`${s}.refundTitle`), body: t(`${s}.refund`) },
        { key: 'realName', heading: t(`${s}.realNameTitle`), body: t(`${s}.realName`) },
      ]}
    />
  );
}
