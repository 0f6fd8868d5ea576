import { useState } from 'react';
import * as iot from '@/api/declarations/iot';
import { queryOf } from '@/features/data/query';
import { useTranslation } from 'react-i18next';
import { AddonCard } from '@/components/iotServices/user/AddonCard';
import { VipPopup } from '@/components/iotServices/user/VipPopup';
import { ActionBar } from '@/components/ui/form/formStyles';
import { Button, MainAction } from '@/components/ui/Button';
import { afterOverlaysClose } from '@/components/ui/overlayHistory';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { AddonShop } from '@/features/iot/AddonShop';
import { vipAddon, vipToPicker } from '@/features/iot/products';

/** VIP: the current membership with its privileges, and the memberships to buy. */
export default function VipPage(_props: PageProps) {
  const { t } = useTranslation();
  const [showing, setShowing] = useState(false);
  return (
    <AddonShop
      products={queryOf(iot.getVipList)}
      toPicker={vipToPicker}
      pickerLabel={t('iotServices.addon.vipProducts')}
      emptyText={t('iotServices.addon.noProducts')}
      current={({ sim }) => (
        <AddonCard {...vipAddon(sim.vipOrder)} privileges={sim.vipOrder?.privileges} />
      )}
      actions={({ sim, list, selected }) => {
        const product = list.find((item) => item.id === selected);
        const buy = () => void nav.navigateTo(`/pages-sub/iot/vip/pay?id=${selected}`);
        return (
          <>
            <ActionBar>
              <MainAction disabled={!selected} onClick={buy}>
                {sim.vipOrder ? t('iotServices.addon.renew') : t('iotServices.addon.buy')}
              </MainAction>
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
          </>
        );
      }}
    />
  );
}
