import { useTranslation } from 'react-i18next';
import { Article } from '@/components/shop/Article';
import type { PageProps } from '@/router/types';

/** Service promise. */
export default function ServicePromisePage(_props: PageProps) {
  const { t } = useTranslation();
  const s = 'shop.info.about.promise.sections' as const;
  return (
    <Article
      intro={t('shop.info.about.promise.intro')}
      sections={[
        { key: 'genuine', heading: t(`${s}.genuineTitle`), body: t(`${s}.genuine`) },
        { key: 'price', heading: t(`${s}.priceTitle`), body: t(`${s}.price`) },
        { key: 'delivery', heading: t(`${s}.deliveryTitle`), body: t(`${s}.delivery`) },
        { key: 'service', heading: t(`${s}.serviceTitle`), body: t(`${s}.service`) },
      ]}
    />
  );
}
