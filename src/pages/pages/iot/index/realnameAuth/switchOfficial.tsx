import { useTranslation } from 'react-i18next';
import { SimChoiceList } from '@/components/iot/SimChoiceList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { FreshCardPage } from '@/features/iot/CardInfo';

/** A device holds several sims: choose which one to verify with the operator. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <FreshCardPage query={query} intro={t('iot.realname.deviceSims')}>
      {(sim) => (
        <SimChoiceList
          sims={
            sim.viceSims?.length
              ? sim.viceSims
              : [
                  {
                    simNo: sim.simNo,
                    operatorType: sim.operatorType ?? 4,
                    operatorTypeName: sim.operatorTypeName ?? '',
                    current: true,
                  },
                ]
          }
          actionLabel={t('iot.realname.go')}
          actOnCurrent
          onChoose={(simNo) =>
            void nav.navigateTo(
              `/pages/iot/index/realnameAuth/subOfficial?simNo=${encodeURIComponent(simNo)}`,
            )
          }
        />
      )}
    </FreshCardPage>
  );
}
