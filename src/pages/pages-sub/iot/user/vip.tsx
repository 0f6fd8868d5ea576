import { getSimInfo } from '@/api/iot';
import { AddonCard } from '@/components/iot-user/AddonCard';
import { LoadState } from '@/components/ui/LoadState';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useResource } from '@/features/data/useResource';

/** The card's VIP: validity, days left and privileges, with buy or renew. */
export default function UserVipPage(_props: PageProps) {
  const sim = useResource(() => getSimInfo(), []);
  const vip = sim.data?.vipOrder;
  return (
    <LoadState
      frame="block"
      data={sim.data}
      loading={sim.loading}
      error={sim.error}
      onRetry={sim.reload}
    >
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
