import { useTranslation } from 'react-i18next';
import { Menus } from '@/components/iot/home/Menus';
import type { PageProps } from '@/router/types';
import { CardInfoState, useUserServices } from '@/features/iot/CardInfo';
import { openLayoutMenu } from '@/features/iot/menus';

/** All services of the user centre, without the "more" limit. */
export default function UserMoreMenuPage(_props: PageProps) {
  const { t } = useTranslation();
  const { card, menus } = useUserServices();
  return (
    <CardInfoState card={card}>
      <Menus
        title={t('iotServices.user.allServices')}
        menus={menus}
        maxMenuTimes={menus.length}
        onSelect={(menu) => void openLayoutMenu(menu)}
        onMore={() => undefined}
      />
    </CardInfoState>
  );
}
