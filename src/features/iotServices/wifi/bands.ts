import type { WifiBand, WifiConfig, WifiType } from '@/api/types';

/** The bands to list: 2.4G always, 5G only when its name and password are non-empty (docs/requirements.md section 3). */
export function wifiBands(config: WifiConfig): WifiBand[] {
  const bands: WifiBand[] = [
    {
      band: '2.4G',
      name: config.wifiName,
      password: config.wifiPass,
      encrypt: config.wifiEncrypt,
      connCount: config.connCount,
      maxConnCount: config.maxConnCount,
      enabled: config.switchWifi,
      visible: config.showWifi,
    },
  ];
  if (config.wifiName5G && config.wifiPass5G) {
    bands.push({
      band: '5G',
      name: config.wifiName5G,
      password: config.wifiPass5G,
      encrypt: config.wifiEncrypt5G,
      connCount: config.connCount5G,
      maxConnCount: config.maxConnCount5G,
      enabled: config.switchWifi5G,
      visible: config.showWifi5G,
    });
  }
  return bands;
}

/** A band from a query value, 2.4G unless it says 5G. */
export const bandOf = (value: string | undefined): WifiType => (value === '5G' ? '5G' : '2.4G');
