import { useTranslation } from 'react-i18next';
import { AssetPanel } from '@/components/iotServices/user/AssetPanel';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav, type PageUrl } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { CardInfoState } from '@/features/iot/CardInfo';
import { useSim } from '@/features/data/sim';

/** The card's assets with where each comes from and where to spend it. */
export default function UserAssetPage(_props: PageProps) {
  const { t } = useTranslation();
  const sim = useSim();
  const info = sim.data;
  const go = (path: PageUrl) => () => void nav.navigateTo(path);
  return (
    <CardInfoState card={sim}>
      {info && (
        <>
          <AssetPanel
            balance={info.balance ?? 0}
            integral={info.integral ?? 0}
            couponCoin={info.couponCoin ?? 0}
            onBalance={go('/pages/iot/index/balance/index')}
            onPoints={go('/pages-sub/iot/integralLog/index')}
            onCoins={go('/pages-sub/iot/couponExchange/order')}
          />
          <CellGroup inset title={t('iotServices.user.assetLinks')}>
            <Cell
              title={t('iotServices.user.recharge')}
              label={t('iotServices.user.rechargeHint')}
              isLink
              onClick={go('/pages/iot/index/balance/index')}
            />
            <Cell
              title={t('iotServices.points.ledger')}
              label={t('iotServices.user.pointsHint')}
              isLink
              onClick={go('/pages-sub/iot/integralLog/index')}
            />
            <Cell
              title={t('iotServices.titles.integralShop')}
              isLink
              onClick={go('/pages-sub/iot/integralShop/index')}
            />
            <Cell
              title={t('iotServices.coupon.coinLog')}
              label={t('iotServices.user.coinsHint')}
              isLink
              onClick={go('/pages-sub/iot/couponExchange/order')}
            />
            <Cell
              title={t('iotServices.titles.couponExchange')}
              isLink
              onClick={go('/pages-sub/iot/couponExchange/index')}
            />
          </CellGroup>
        </>
      )}
    </CardInfoState>
  );
}
