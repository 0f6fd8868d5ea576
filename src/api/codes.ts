import { http } from './http';
import type { OneCode, WifiCode, WifiType } from './types';

// What a scanned code opens: Wi-Fi share codes, machine codes (one codes) and scan-to-authorise.

/** GET /api/site/getWifiCode: a Wi-Fi share code by its code. */
export const getWifiCode = (code: string) => http.get<WifiCode>('/api/site/getWifiCode', { code });

/** POST /api/site/wifiCreate: creates a share code for a network typed in by hand. */
export const createSiteWifi = (body: {
  wifiName: string;
  wifiPass: string;
  wifiType?: WifiType;
  wifiEncrypt?: string;
}) => http.post<WifiCode>('/api/site/wifiCreate', body);

/** GET /api/site/getOneCode: the machine-code (one code) entries of a code. */
export const getOneCode = (code: string) => http.get<OneCode[]>('/api/site/getOneCode', { code });

/** GET /api/site/generalOneCodeById: one machine-code entry. */
export const getOneCodeById = (id: number) =>
  http.get<OneCode>('/api/site/generalOneCodeById', { id });

/** POST /api/site/updateAuthorizeStatus: confirms a scan-to-authorise request. */
export const updateAuthorizeStatus = (body: { scanId: string; status: 1 | 2 }) =>
  http.post<null>('/api/site/updateAuthorizeStatus', body);

/** POST /api/site/checkScanAuthorize: polls a scan-to-authorise request (0 waiting, 1 done, 2 refused, 3 expired). */
export const checkScanAuthorize = (body: { scanId: string }) =>
  http.post<{ status: 0 | 1 | 2 | 3 }>('/api/site/checkScanAuthorize', body);
