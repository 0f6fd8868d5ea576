import { getSimInfo } from '@/api/iot';
import { AddonCard } from '@/components/iot-user/AddonCard';
import { LoadState } from '@/components/iot-user/LoadState';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useRemote } from '../_shared/useRemote';

/** The card's VIP: validity, days left and privileges, with buy or renew. */
export default function UserVipPage(_props: PageProps) {
  const sim = useRemote(() => getSimInfo(), []);
  const vip = sim.data?.vipOrder;
  return (
    <LoadState loading={sim.loading} error={sim.error} onRetry={sim.reload}>
      <AddonCard
        kind="vip"
        name={vip?.vipName ?? ''}
        startAt={vip?.startAt}
        endAt={vip?.endAt}
        validTag={vip?.validTag}
        privileges={vip?.privileges}
        onBuy={() => void nav.navigateTo('/pages-sub/iot/vip/index')}
      />
    </LoadState>
  );
}
