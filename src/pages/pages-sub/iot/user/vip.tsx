import { AddonCard } from '@/components/iot-user/AddonCard';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { CardInfoState, useCardInfo } from '@/features/iot/CardInfo';

/** The card's VIP: validity, days left and privileges, with buy or renew. */
export default function UserVipPage(_props: PageProps) {
  const sim = useCardInfo();
  const vip = sim.data?.vipOrder;
  return (
    <CardInfoState card={sim}>
      <AddonCard
        kind="vip"
        name={vip?.vipName ?? ''}
        startAt={vip?.startAt}
        endAt={vip?.endAt}
        validTag={vip?.validTag}
        privileges={vip?.privileges}
        onBuy={() => void nav.navigateTo('/pages-sub/iot/vip/index')}
      />
    </CardInfoState>
  );
}
