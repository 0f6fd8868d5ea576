import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { CardInfoState, useUserServices } from '@/features/iot/CardInfo';
import { openLayoutMenu } from '@/features/iot/menus';

/** Every service of the user centre as a list, with customer service and the protocols. */
export default function UserServicePage(_props: PageProps) {
  const { t } = useTranslation();
  const { card, menus } = useUserServices();
  return (
    <CardInfoState card={card}>
      <CellGroup inset title={t('iotServices.user.service')}>
        {menus.map((menu) => (
          <Cell
            key={`${menu.title}-${menu.path ?? menu.url}`}
            title={menu.title}
            isLink
            onClick={() => void openLayoutMenu(menu)}
          />
        ))}
      </CellGroup>
      <CellGroup inset title={t('iotServices.user.help')}>
        <Cell
          title={t('iotServices.user.customer')}
          isLink
          onClick={() => void nav.navigateTo('/pages/iot/index/customer/index')}
        />
        <Cell
          title={t('iotServices.user.rechargeProtocol')}
          isLink
          onClick={() => void nav.navigateTo('/pages-sub/iot/protocol/index?key=recharge')}
        />
        <Cell
          title={t('iotServices.user.privacy')}
          isLink
          onClick={() => void nav.navigateTo('/pages-sub/iot/protocol/index?key=privacy')}
        />
      </CellGroup>
    </CardInfoState>
  );
}
