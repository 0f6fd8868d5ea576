import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSimInfo, getVipList } from '@/api/iot';
import { AddonCard } from '@/components/iot-user/AddonCard';
import { LoadState } from '@/components/ui/LoadState';
import { ProductPicker } from '@/components/iot-user/ProductPicker';
import { VipPopup } from '@/components/iot-user/VipPopup';
import { ActionBar } from '@/components/points/formStyles';
import { Button } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { afterOverlaysClose } from '@/components/ui/useOverlay';
import { vipToPicker } from '@/features/iot/products';
import { useResource } from '@/features/data/useResource';

/** VIP: the current membership with its privileges, and the memberships to buy. */
export default function VipPage(_props: PageProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const [showing, setShowing] = useState(false);
  const data = useResource(async () => {
    const [sim, list] = await Promise.all([getSimInfo(), getVipList()]);
    return { sim, list };
  }, []);
  const vip = data.data?.sim.vipOrder;
  const list = data.data?.list ?? [];
  const selected = chosen || list[0]?.id || 0;
  const product = list.find((item) => item.id === selected);
  const buy = () => void nav.navigateTo(`/pages-sub/iot/vip/pay?id=${selected}`);
  return (
    <LoadState
      frame="block"
      data={data.data}
      loading={data.loading}
      error={data.error}
      onRetry={data.reload}
    >
      <AddonCard
        kind="vip"
        name={vip?.vipName ?? ''}
        startAt={vip?.startAt}
        endAt={vip?.endAt}
        validTag={vip?.validTag}
        privileges={vip?.privileges}
      />
      <ProductPicker
        products={list.map(vipToPicker)}
        selectedId={selected}
        label={t('iotServices.addon.vipProducts')}
        emptyText={t('iotServices.addon.noProducts')}
        onSelect={setChosen}
      />
      <ActionBar>
        <Button variant="primary" size="large" block round disabled={!selected} onClick={buy}>
          {vip ? t('iotServices.addon.renew') : t('iotServices.addon.buy')}
        </Button>
        <Button block round disabled={!product} onClick={() => setShowing(true)}>
          {t('iotServices.addon.seePrivileges')}
        </Button>
        <Button
          variant="plain"
          block
          onClick={() => void nav.navigateTo('/pages-sub/iot/protocol/index?key=vip')}
        >
          {t('iotServices.addon.vipProtocol')}
        </Button>
      </ActionBar>
      {product && (
        <VipPopup
          open={showing}
          name={product.name}
          price={product.price}
          privileges={product.privileges}
          onBuy={async () => {
            setShowing(false);
            await afterOverlaysClose();
            buy();
          }}
          onClose={() => setShowing(false)}
        />
      )}
    </LoadState>
  );
}
