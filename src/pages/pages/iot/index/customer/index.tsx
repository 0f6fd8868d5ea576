import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { CopyText } from '@/components/ui/CopyText';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { Column, IotPage } from '@/features/iot/layout';
import { useSim } from '@/features/data/sim';

/** Card customer service: the layout's online service, the service phone and the card number. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const simNo = useIotStore((state) => state.simNo);
  const front = useBaseConfig()?.front;
  const phone = front?.kefuMobile ?? '';
  const hours = front?.serviceHours ?? '';
  const kefuUrl = sim?.simLayout?.kefuUrl ?? '';
  const promoCode = useLayoutStore((state) => state.promoCode) || sim?.promoCode;
  const number = sim?.sourceType === 2 && sim.deviceNo ? sim.deviceNo : simNo;
  return (
    <IotPage query={query}>
      <Column>
        <CellGroup inset>
          <Cell
            title={t('iot.customer.online')}
            label={kefuUrl ? t('iot.customer.onlineHint') : t('iot.customer.noOnline')}
            isLink={!!kefuUrl}
            disabled={!kefuUrl}
            onClick={
              kefuUrl
                ? () => void nav.openMenu({ type: 'url', url: kefuUrl }, { promoCode, simNo })
                : undefined
            }
          />
          {phone ? (
            <Cell
              title={t('iot.customer.phone')}
              label={hours ? t('iot.customer.hours', { hours }) : undefined}
              value={<a href={`tel:${phone}`}>{phone}</a>}
            />
          ) : null}
          <Cell
            title={sim?.sourceType === 2 ? t('iot.common.deviceNo') : t('iot.common.simNo')}
            value={
              <CopyText
                text={number}
                label={t('iot.customer.simLabel')}
                onCopied={(label) =>
                  feedback.toast(t('common.copySuccess', { label }), { kind: 'success' })
                }
              />
            }
          />
        </CellGroup>
      </Column>
    </IotPage>
  );
}
