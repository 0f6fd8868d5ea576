import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as device from '@/api/declarations/device';
import type { WifiType } from '@/api/types';
import { DevicePanel, type DeviceAction } from '@/components/iotServices/device/DevicePanel';
import { WifiBandCard } from '@/components/iotServices/device/WifiBandCard';
import { LoadState } from '@/components/ui/LoadState';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { Empty } from '@/components/ui/Empty';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { SIM_KEY, useSim } from '@/features/data/sim';
import { useMutation } from '@/features/data/useMutation';
import { wifiBands } from '@/features/iotServices/wifi/bands';

/** Device management: restart, power off, reset (each confirmed), Wi-Fi bands and terminals. */
export default function DeviceManagePage(_props: PageProps) {
  const { t } = useTranslation();
  const sim = useSim();
  const [pending, setPending] = useState<DeviceAction | null>(null);
  const [saving, setSaving] = useState<WifiType | null>(null);
  const { mutate } = useMutation();

  const act = async (action: DeviceAction) => {
    if (pending) return;
    const ok = await confirmAction(
      t(`iotServices.device.confirm.${action}`),
      t(`iotServices.device.${action}`),
    );
    if (!ok) return;
    setPending(action);
    try {
      await mutate(
        () =>
          action === 'restart'
            ? call(device.restartDevice)
            : action === 'close'
              ? call(device.closeDevice)
              : call(device.resetDevice),
        { invalidates: [SIM_KEY] },
      );
      feedback.toast(String(i18next.t(`iotServices.device.done.${action}`)), { kind: 'success' });
    } catch {
      // The API client told the user why.
    } finally {
      setPending(null);
    }
  };

  const toggle = async (band: WifiType, show: boolean) => {
    if (saving) return;
    setSaving(band);
    try {
      await mutate(() => call(device.setWifiDisplay, { wifiType: band, show }), {
        invalidates: [SIM_KEY],
      });
      feedback.toast(
        String(i18next.t(show ? 'iotServices.wifi.shownToast' : 'iotServices.wifi.hiddenToast')),
        { kind: 'success' },
      );
    } catch {
      // Unchanged on failure; the switch shows the device's real state after reload.
    } finally {
      setSaving(null);
    }
  };

  const info = sim.data;
  const config = info?.wifiConfig;
  return (
    <LoadState frame="block" loading={sim.loading && !info} error={sim.error} onRetry={sim.reload}>
      {info && config ? (
        <>
          <DevicePanel
            deviceNo={info.deviceNo || info.simNo}
            online={info.onlineStatus === 1}
            networkMode={info.deviceNetworkMode}
            operatorName={info.viceSims?.find((item) => item.current)?.operatorTypeName}
            pending={pending}
            onAction={(action) => void act(action)}
          />
          {wifiBands(config).map((band) => (
            <WifiBandCard
              key={band.band}
              {...band}
              saving={saving === band.band}
              onToggleVisible={(show) => void toggle(band.band, show)}
              onEdit={() =>
                void nav.navigateTo(`/pages-sub/iot/deviceManage/setSsidPwd?type=${band.band}`)
              }
              onShare={() => void nav.navigateTo(`/pages-sub/wifi/share?type=${band.band}`)}
            />
          ))}
          <CellGroup inset>
            <Cell
              title={t('iotServices.titles.deviceTerminalAuth')}
              isLink
              onClick={() => void nav.navigateTo('/pages-sub/iot/deviceTerminalAuth/index')}
            />
            <Cell
              title={t('iotServices.titles.changeDevice')}
              isLink
              onClick={() => void nav.navigateTo('/pages-sub/iot/user/changeDevice')}
            />
          </CellGroup>
        </>
      ) : (
        <Empty description={t('iotServices.wifi.noDevice')} />
      )}
    </LoadState>
  );
}
