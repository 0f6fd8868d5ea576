import { call } from '@/api/call';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import * as site from '@/api/declarations/site';
import { composedQuery } from '@/features/data/query';
import { LoadState } from '@/components/ui/LoadState';
import { RechargeMethodList } from '@/components/iotServices/user/RechargeMethodList';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { buildUrl } from '@/router/url';
import { RECHARGE_KINDS, type RechargeKind } from '@/features/iotServices/machineCode/kinds';
import { fetchSim } from '@/features/data/sim';
import { useResource, loadStateOf } from '@/features/data/useResource';

/**
 * Machine-code recharge: the code printed on a device (or the card's own number) and every way to
 * recharge it. Methods the server configured carry its title and content.
 */
export default function MachineCodePage({ query }: PageProps) {
  const { t } = useTranslation();
  const data = useResource(
    composedQuery(
      'machineCode/entries',
      [iot.getSimInfo, site.getOneCode],
      query.code,
      async () => {
        const sim = await fetchSim();
        const code = (query.code ?? '').trim() || sim.deviceNo || sim.simNo;
        const entries = await call(site.getOneCode, { code });
        return { code, entries };
      },
    ),
  );

  const code = data.data?.code ?? '';
  const methods = RECHARGE_KINDS.map((kind) => {
    const entry = data.data?.entries.find((item) => item.kind === kind);
    return {
      kind,
      title: entry?.title || t(`iotServices.machine.kinds.${kind}.title`),
      description: t(`iotServices.machine.kinds.${kind}.desc`),
      id: entry?.id,
    };
  });

  return (
    <LoadState {...loadStateOf(data)} frame="block">
      <CellGroup inset>
        <Cell title={t('iotServices.machine.code')} value={code} />
      </CellGroup>
      <RechargeMethodList
        methods={methods}
        onSelect={(method) => {
          const entry = methods.find((item) => item.kind === method.kind);
          void nav.navigateTo(
            buildUrl(`/pages-sub/iot/machineCode/recharge/${method.kind as RechargeKind}`, {
              code,
              ...(entry?.id ? { id: String(entry.id) } : {}),
            }),
          );
        }}
      />
    </LoadState>
  );
}
