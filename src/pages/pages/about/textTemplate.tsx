import { useTranslation } from 'react-i18next';
import { APP_VERSION, APP_VERSION_CODE } from '@/lib/appVersion';
import { Article } from '@/components/shop/Article';
import type { PageProps } from '@/router/types';

/** About us. */
export default function AboutPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <Article
      title={t('common.appName')}
      intro={t('shop.info.about.text.intro')}
      sections={[
        {
          key: 'version',
          heading: t('shop.info.about.text.versionTitle'),
          body: t('shop.info.appUpdate.versionLine', {
            version: APP_VERSION,
            code: APP_VERSION_CODE,
          }),
        },
      ]}
    />
  );
}
