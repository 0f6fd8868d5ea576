import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { UsageChart } from '@/components/iot/UsageChart';
import { Tabs } from '@/components/ui/Tabs';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** Daily data use of the last 7 or 30 days. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const days = query.days === '30' ? 30 : 7;
  const resource = useResource(iot.getSimHistoryLine, { days });
  return (
    <IotPage query={query}>
      <Tabs
        label={t('iot.titles.historyLine')}
        items={[
          { key: '7', label: t('iot.history.days7') },
          { key: '30', label: t('iot.history.days30') },
        ]}
        activeKey={String(days)}
        onChange={(key) => void nav.redirectTo(`/pages-sub/iot/historyLine/index?days=${key}`)}
      >
        <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
          {(points) => <UsageChart points={points} />}
        </LoadState>
      </Tabs>
    </IotPage>
  );
}
