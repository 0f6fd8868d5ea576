import { useTranslation } from 'react-i18next';
import type { SimInfo } from '@/api/types';
import { AuthStatusList, type AuthState } from '@/components/iot/AuthStatusList';
import { nav, type PageUrl } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { FreshCardPage } from '@/features/iot/CardInfo';

const state = (value: number | undefined, needed: boolean | undefined): AuthState =>
  value === 1 ? 1 : value === 2 ? 2 : needed === false && !value ? -1 : 0;

/** Where the operator verification of a card happens: per sim for a device, Unicom's own flow. */
export function operatorAuthPath(sim: SimInfo): PageUrl {
  if (sim.sourceType === 2) return '/pages/iot/index/realnameAuth/switchOfficial';
  if (sim.operatorType === 2) return '/pages-sub/ltAuth/index';
  return '/pages/iot/index/realnameAuth/official';
}

/** Real-name overview: the operator and platform verification states and how to finish them. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <FreshCardPage query={query} intro={t('iot.realname.intro')}>
      {(sim) => (
        <AuthStatusList
          operator={state(sim.authStatus, sim.needAuth || undefined)}
          platform={state(sim.authPlatformStatus, sim.needPlatformAuth)}
          onOperator={() => void nav.navigateTo(operatorAuthPath(sim))}
          onPlatform={() => void nav.navigateTo('/pages/iot/index/realnameAuth/platform')}
        />
      )}
    </FreshCardPage>
  );
}
