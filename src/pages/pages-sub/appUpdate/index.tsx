import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as siteApi from '@/api/declarations/site';
import { APP_VERSION, APP_VERSION_CODE } from '@/lib/appVersion';
import { Article } from '@/components/shop/Article';
import { isLink } from '@/lib/validators';
import type { PageProps } from '@/router/types';
import { useResource } from '@/features/data/useResource';

const ReloadButton = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Download = styled.a`
  display: block;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
`;

/** The app version, what changed, and whether the server knows a newer one. */
export default function AppUpdatePage(_props: PageProps) {
  const { t } = useTranslation();
  // A failed check only says so: the version and changes still show. The status line is there
  // from the start, so the sections under it do not move when the check answers.
  const site = useResource(siteApi.getSiteConfig);
  const latest = site.data;
  const newer = latest && latest.latestVersionCode > APP_VERSION_CODE;
  const status = !latest
    ? t(site.error ? 'shop.info.appUpdate.checkFailed' : 'shop.info.appUpdate.checking')
    : newer
      ? `${t('shop.info.appUpdate.newer', { version: latest.latestVersion })}${
          latest.mandatoryUpdate ? ` ${t('shop.info.appUpdate.mandatory')}` : ''
        }`
      : t('shop.info.appUpdate.upToDate');
  return (
    <Article
      sections={[
        {
          key: 'version',
          heading: t('shop.info.appUpdate.current'),
          body: [
            t('shop.info.appUpdate.versionLine', { version: APP_VERSION, code: APP_VERSION_CODE }),
            status,
          ]
            .filter(Boolean)
            .join('\n\n'),
        },
        {
          key: 'changes',
          heading: t('shop.info.appUpdate.changesTitle', { version: APP_VERSION }),
          body: t('shop.info.appUpdate.changes'),
        },
        {
          key: 'note',
          heading: t('shell.titles.appUpdate'),
          body: t('shop.info.appUpdate.webNote'),
        },
      ]}
      footer={
        <>
          <ReloadButton type="button" onClick={() => window.location.reload()}>
            {t('shop.info.appUpdate.reload')}
          </ReloadButton>
          {newer && latest && isLink(latest.downloadUrl) && (
            <Download href={latest.downloadUrl} target="_blank" rel="noreferrer">
              {t('shop.info.appUpdate.download')}
            </Download>
          )}
        </>
      }
    />
  );
}
