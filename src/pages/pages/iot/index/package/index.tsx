import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { serverOffset } from '@/api/serverTime';
import { PackageList } from '@/components/iot/PackageList';
import { PackageSeckill } from '@/components/iot/home/PackageSeckill';
import { NoticeBar } from '@/components/ui/NoticeBar';
import { nav, type PageUrl } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useSim } from '@/features/data/sim';

const details = (id: number): PageUrl => `/pages-sub/iot/packageDetails/index?id=${id}`;

/**
 * Packages of the card, flash sales first. Countdowns run on server time; a window that opens or
 * closes reloads the list, and the server refuses a closed window whatever the phone clock says.
 */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const resource = useResource(iot.getPackageChoose);
  return (
    <IotPage query={query}>
      <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
        {(choice) => (
          <Column>
            {sim?.needBuyCoupon ? <NoticeBar text={t('iot.package.needCoupon')} /> : null}
            <PackageSeckill
              packages={choice.seckill}
              serverOffsetMs={serverOffset()}
              title={t('iot.package.seckill')}
              onBuy={(item) => void nav.navigateTo(details(item.id))}
              onWindowChange={() => void resource.reload()}
            />
            <PackageList
              packages={choice.list}
              onSelect={(item) => void nav.navigateTo(details(item.id))}
            />
          </Column>
        )}
      </LoadState>
    </IotPage>
  );
}
