import { useTranslation } from 'react-i18next';
import { getSimInfo } from '@/api/iot';
import { Menus } from '@/components/iot-home/Menus';
import { LoadState } from '@/components/iot-user/LoadState';
import type { PageProps } from '@/router/types';
import { openLayoutMenu, userServiceMenus } from '../_shared/menus';
import { useRemote } from '../_shared/useRemote';

/** All services of the user centre, without the "more" limit. */
export default function UserMoreMenuPage(_props: PageProps) {
  const { t } = useTranslation();
  const sim = useRemote(() => getSimInfo(), []);
  const menus = userServiceMenus(sim.data?.simLayout?.user?.service, (key) =>
    t(`iotServices.user.services.${key}`),
  );
  return (
    <LoadState loading={sim.loading} error={sim.error} onRetry={sim.reload}>
      <Menus
        title={t('iotServices.user.allServices')}
        menus={menus}
        maxMenuTimes={menus.length}
        onSelect={(menu) => void openLayoutMenu(menu)}
        onMore={() => undefined}
      />
    </LoadState>
  );
}
