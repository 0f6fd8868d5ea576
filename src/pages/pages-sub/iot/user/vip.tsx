import { AddonCard } from '@/components/iotServices/user/AddonCard';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { CardInfoState } from '@/features/iot/CardInfo';
import { useSim } from '@/features/data/sim';
import { vipAddon } from '@/features/iot/products';

/** The card's VIP: validity, days left and privileges, with buy or renew. */
export default function UserVipPage(_props: PageProps) {
  const sim = useSim();
  const vip = sim.data?.vipOrder;
  return (
    <CardInfoState card={sim}>
      <AddonCard
        {...vipAddon(vip)}
        privileges={vip?.privileges}
        onBuy={() => void nav.navigateTo('/pages-sub/iot/vip/index')}
      />
    </CardInfoState>
  );
}
