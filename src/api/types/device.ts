/** Requests of the device calls. */

import type { WifiType } from '@/domain/device';

/** POST /api/iot/iotDevice/setWiFiSsidPwd body. */
export interface SetWifiBody {
  /** Band to change. */
  wifiType: WifiType;
  /** New network name (1-32 characters). */
  wifiName: string;
  /** New password (8-63 characters; '' for an open network). */
  wifiPass: string;
}
