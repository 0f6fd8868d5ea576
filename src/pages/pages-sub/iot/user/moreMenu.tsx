import { useTranslation } from 'react-i18next';
import { getSimInfo } from '@/api/iot';
import { Menus } from '@/components/iot-home/Menus';
import { LoadState } from '@/components/ui/LoadState';
import type { PageProps } from '@/router/types';
import { openLayoutMenu, userServiceMenus } from '@/features/iot/menus';
import { useResource } from '@/features/data/useResource';

/** All services of the user centre, without the "more" limit. */
export default function UserMoreMenuPage(_props: PageProps) {
  const { t } = useTranslation();
  const sim = useResource(() => getSimInfo(), []);
  const menus = userServiceMenus(sim.data?.simLayout?.user?.service, (key) =>
    t(`iotServices.user.services.${key}`),
  );
  return (
    <LoadState
      frame="block"
      data={sim.data}
      loading={sim.loading}
      error={sim.error}
      onRetry={sim.reload}
    >
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
