import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import * as siteApi from '@/api/declarations/site';
import { composedQuery } from '@/features/data/query';
import { copyText } from '@/lib/clipboard';
import type { OneCode, SimInfo, SiteConfig } from '@/api/types';
import { usePageTitle } from '@/features/shell/pageTitle';
import { LoadState } from '@/components/ui/LoadState';
import {
  RechargeGuide,
  type RechargeGuideProps,
} from '@/components/iotServices/user/RechargeGuide';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import { buildUrl } from '@/router/url';
import { useBaseConfig } from '@/features/data/baseConfig';
import { feedback } from '@/stores/feedback';
import { queryId } from '@/features/iot/format';
import { useImageResolver } from '@/features/iot/images';
import type { RechargeKind } from '@/features/iotServices/machineCode/kinds';
import { openLayoutMenu } from '@/features/iot/menus';
import { fetchSim } from '@/features/data/sim';
import { useResource, loadStateOf } from '@/features/data/useResource';

interface VariantData {
  entry: OneCode | null;
  site: SiteConfig;
  sim: SimInfo;
}

const BALANCE_PAGE = '/pages/iot/index/balance/index';

async function copy(text: string, label: string) {
  // The clipboard, else the selection command; success only for a copy that happened.
  if (await copyText(text)) {
    feedback.toast(String(i18next.t('common.copySuccess', { label })), { kind: 'success' });
  } else {
    feedback.toast(String(i18next.t('iotServices.wifi.copyFailed')));
  }
}

const openUrl = (url: string) => void openLayoutMenu({ type: 'url', title: '', icon: '', url });

/** One machine-code recharge method as a real screen: its steps and its action. */
export function RechargeVariant({
  kind,
  query,
}: {
  kind: RechargeKind;
  query: Record<string, string>;
}) {
  const { t } = useTranslation();
  const image = useImageResolver();
  const kefuUrl = useBaseConfig()?.front?.kefuUrl ?? '';
  const id = queryId(query.id);
  const data = useResource(
    composedQuery(
      'machineCode/variant',
      [siteApi.getOneCodeById, siteApi.getSiteConfig, iot.getSimInfo],
      id,
      async (): Promise<VariantData> => {
        const [entry, site, sim] = await Promise.all([
          id ? call(siteApi.getOneCodeById, { id }) : Promise.resolve(null),
          call(siteApi.getSiteConfig),
          fetchSim(),
        ]);
        return { entry, site, sim };
      },
    ),
  );
  const deviceNumberPage =
    kind === 'rechargeNumber' && data.data?.sim.sourceType === 2 && !data.data.entry?.title;
  const title = deviceNumberPage
    ? t('iotServices.machine.kinds.rechargeNumber.deviceTitle')
    : data.data?.entry?.title || t(`iotServices.machine.kinds.${kind}.title`);
  usePageTitle(title);

  const guide = (value: VariantData): RechargeGuideProps => {
    const { entry, site, sim } = value;
    const isDevice = sim.sourceType === 2;
    // docs/requirements.md section 6: a device recharges by its device number, a card by its recharge number.
    const number = (isDevice ? sim.deviceNo : '') || query.code || sim.simNo;
    const numberLabel = isDevice ? t('iotServices.user.deviceNo') : t('iotServices.machine.number');
    // A device's guide speaks of its device number in every step that names the number.
    const steps = (count: number) =>
      Array.from({ length: count }, (_, i) => {
        const key = `iotServices.machine.kinds.${kind}.step${i + 1}`;
        const deviceKey = `iotServices.machine.kinds.${kind}.deviceStep${i + 1}`;
        return t(
          (isDevice && i18next.exists(deviceKey)
            ? deviceKey
            : key) as 'iotServices.machine.kinds.app.step1',
        );
      });
    const copyLabel = isDevice
      ? t('iotServices.machine.copyDeviceNumber')
      : t('iotServices.machine.copyNumber');
    const base = { title, highlight: number, highlightLabel: numberLabel };
    switch (kind) {
      case 'rechargeNumber':
        return {
          ...base,
          steps: steps(3),
          actionLabel: copyLabel,
          onAction: () => void copy(number, numberLabel),
        };
      case 'button':
        return {
          ...base,
          steps: steps(2),
          actionLabel: t('iotServices.machine.rechargeNow'),
          onAction: () => void nav.navigateTo(BALANCE_PAGE),
        };
      case 'scan': {
        // The recharge page the operator configured for this code, else this shop's card login.
        const configured =
          entry?.content && /^https?:\/\//i.test(entry.content) ? entry.content : '';
        const link =
          configured ||
          `${window.location.origin}${window.location.pathname}#${buildUrl('/pages/iot/login/index', { simNo: number })}`;
        return {
          ...base,
          steps: steps(3),
          qrValue: link,
          qrLabel: t('iotServices.machine.scanQr'),
          actionLabel: t('iotServices.machine.copyLink'),
          onAction: () => void copy(link, t('iotServices.machine.rechargeLink')),
        };
      }
      case 'official': {
        const link = entry?.content || '';
        return {
          ...base,
          steps: steps(3),
          image: entry?.image ? image(entry.image) : undefined,
          qrValue: entry?.image ? undefined : link || undefined,
          qrLabel: t('iotServices.machine.followQr'),
          actionLabel: link ? t('iotServices.machine.openOfficial') : undefined,
          onAction: link ? () => openUrl(link) : undefined,
        };
      }
      case 'miniProgram':
        return {
          ...base,
          steps: steps(3),
          actionLabel: copyLabel,
          onAction: () => void copy(number, numberLabel),
        };
      case 'app':
        return {
          ...base,
          steps: steps(3),
          qrValue: site.downloadUrl || undefined,
          qrLabel: t('iotServices.machine.appQr'),
          actionLabel: site.downloadUrl ? t('iotServices.machine.download') : undefined,
          onAction: site.downloadUrl ? () => openUrl(site.downloadUrl) : undefined,
        };
      case 'onlineService': {
        const url = entry?.content || sim.simLayout?.kefuUrl || kefuUrl;
        return {
          ...base,
          steps: steps(2),
          actionLabel: t('iotServices.machine.chat'),
          onAction: () =>
            url ? openUrl(url) : void nav.navigateTo('/pages/iot/index/customer/index'),
        };
      }
      case 'phoneService': {
        const phone = entry?.content || site.servicePhone;
        // The hours the line answers, only as the operator states them.
        const [call, tell] = steps(2);
        const hours = site.serviceHours
          ? [t('iotServices.machine.serviceHours', { hours: site.serviceHours })]
          : [];
        return {
          title,
          steps: [call, ...hours, tell],
          highlight: phone,
          highlightLabel: t('iotServices.machine.phone'),
          actionLabel: t('iotServices.machine.call', { phone }),
          onAction: () => {
            window.location.href = `tel:${phone.replace(/[^\d+]/g, '')}`;
          },
        };
      }
      case 'videoTutorial':
        return {
          ...base,
          steps: entry?.content ? [] : [t('iotServices.machine.noVideo')],
          video: entry?.content || undefined,
          poster: entry?.image ? image(entry.image) : undefined,
          actionLabel: t('iotServices.machine.rechargeNow'),
          onAction: () => void nav.navigateTo(BALANCE_PAGE),
        };
      case 'richText':
        return {
          ...base,
          steps: entry?.content ? [] : steps(2),
          html: entry?.content || undefined,
          actionLabel: t('iotServices.machine.rechargeNow'),
          onAction: () => void nav.navigateTo(BALANCE_PAGE),
        };
    }
  };

  return (
    <LoadState {...loadStateOf(data)} frame="block">
      {data.data && <RechargeGuide {...guide(data.data)} />}
    </LoadState>
  );
}
