/** Requests of the device calls. */

import * as v from 'valibot';
import { wifiBand } from '@/domain/device';

/** POST /api/iot/iotDevice/setWiFiSsidPwd body. */
export const setWifiBody = v.object({
  /** Band to change. */
  wifiType: wifiBand,
  /** New network name (1-32 characters). */
  wifiName: v.string(),
  /** New password (8-63 characters; '' for an open network). */
  wifiPass: v.string(),
});
export type SetWifiBody = v.InferInput<typeof setWifiBody>;
