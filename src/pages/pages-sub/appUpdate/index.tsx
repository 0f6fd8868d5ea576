import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APP_VERSION, APP_VERSION_CODE } from '@/app/config';
import { Article } from '@/components/shop/Article';
import type { PageProps } from '@/router/types';

const ReloadButton = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

/** The app version; on the web the newest version is one reload away. */
export default function AppUpdatePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <Article
      sections={[
        {
          key: 'version',
          heading: t('pages.appUpdate.current'),
          body: t('pages.appUpdate.versionLine', { version: APP_VERSION, code: APP_VERSION_CODE }),
        },
        { key: 'note', heading: t('shell.titles.appUpdate'), body: t('pages.appUpdate.webNote') },
      ]}
      footer={
        <ReloadButton type="button" onClick={() => window.location.reload()}>
          {t('pages.appUpdate.reload')}
        </ReloadButton>
      }
    />
  );
}
