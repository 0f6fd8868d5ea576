import { call } from './call';
import * as site from './declarations/site';
import type { WifiType } from './types';

// What a scanned code opens: Wi-Fi share codes, machine codes (one codes) and scan-to-authorise.

/** A Wi-Fi share code by its code. */
export const getWifiCode = (code: string) => call(site.getWifiCode, { code });

/** Creates a share code for a network typed in by hand. */
export const createSiteWifi = (body: {
  wifiName: string;
  wifiPass: string;
  wifiType?: WifiType;
  wifiEncrypt?: string;
}) => call(site.createSiteWifi, body);

/** The machine-code (one code) entries of a code. */
export const getOneCode = (code: string) => call(site.getOneCode, { code });

/** One machine-code entry. */
export const getOneCodeById = (id: number) => call(site.getOneCodeById, { id });

/** Confirms a scan-to-authorise request. */
export const updateAuthorizeStatus = (body: { scanId: string; status: 1 | 2 }) =>
  call(site.updateAuthorizeStatus, body);

/** Polls a scan-to-authorise request (0 waiting, 1 done, 2 refused, 3 expired). */
export const checkScanAuthorize = (body: { scanId: string }) => call(site.checkScanAuthorize, body);
