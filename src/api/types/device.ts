/** Requests of the device calls. */

import * as v from 'valibot';
import { WIFI_TYPES } from '@/domain/device';

/** POST /api/iot/iotDevice/setWiFiSsidPwd body. */
export const setWifiBody = v.object({
  /** Band to change. */
  wifiType: v.picklist(WIFI_TYPES),
  /** New network name (1-32 characters). */
  wifiName: v.string(),
  /** New password (8-63 characters; '' for an open network). */
  wifiPass: v.string(),
});
export type SetWifiBody = v.InferInput<typeof setWifiBody>;
