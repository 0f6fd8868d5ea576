/** Devices: Wi-Fi configuration, share codes and connected terminals. */

import * as v from 'valibot';
import { coded, type Meanings } from './codes';
import { bool, numOr, obj, oneOf, reqStr, str, type Shape, dateTime } from '@/lib/schema';
import { OPERATOR_MEANINGS, OPERATOR_TYPES } from './numbers';

/** An operator type; unknown ones read as 4 (mobile, the default of docs/requirements.md section 3). */
export const operatorType = /* @__PURE__ */ coded(oneOf(OPERATOR_TYPES, 4), OPERATOR_MEANINGS);

/** A secondary sim of a multi-sim device. */
export const viceSim = obj({
  /** Sim number. */
  simNo: reqStr,
  /** ICCID. */
  iccid: str,
  /** Operator type. */
  operatorType,
  /** Operator name. */
  operatorTypeName: str,
  /** Whether it is the sim in use. */
  current: bool,
});
export type ViceSim = Shape<typeof viceSim>;

/** A card the device can switch to (GET /api/iot/changeSimList). */
export const changeSimItem = obj({
  /** Sim number. */
  simNo: reqStr,
  /** Operator type. */
  operatorType,
  /** Operator name. */
  operatorTypeName: str,
  /** Whether it is in use. */
  current: bool,
  /** Signal 0-4. */
  signal: numOr(0),
});
export type ChangeSimItem = Shape<typeof changeSimItem>;

/** Wi-Fi bands a device may have. */
export const WIFI_TYPES = ['2.4G', '5G'] as const;

/** What each Wi-Fi band means. */
export const WIFI_MEANINGS = {
  '2.4G': '2.4 GHz band',
  '5G': '5 GHz band',
} as const satisfies Meanings<(typeof WIFI_TYPES)[number]>;

/** A Wi-Fi band a request names. */
export const wifiBand = coded(v.picklist(WIFI_TYPES), WIFI_MEANINGS);

/** Wi-Fi band. */
export type WifiType = (typeof WIFI_TYPES)[number];

/** Wi-Fi configuration of a device (docs/requirements.md section 3); 5G fields mirror the 2.4G ones. */
export const wifiConfig = obj({
  /** Devices connected to 2.4G. */
  connCount: numOr(0),
  /** Maximum connections on 2.4G. */
  maxConnCount: numOr(0),
  /** Whether 2.4G is listed (not hidden). */
  showWifi: bool,
  /** Whether 2.4G is switched on. */
  switchWifi: bool,
  /** 2.4G encryption, e.g. 'WPA2-PSK', 'NONE'. */
  wifiEncrypt: str,
  /** 2.4G network name. */
  wifiName: str,
  /** 2.4G password. */
  wifiPass: str,
  /** Devices connected to 5G. */
  connCount5G: numOr(0),
  /** Maximum connections on 5G. */
  maxConnCount5G: numOr(0),
  /** Whether 5G is listed. */
  showWifi5G: bool,
  /** Whether 5G is switched on. */
  switchWifi5G: bool,
  /** 5G encryption. */
  wifiEncrypt5G: str,
  /** 5G network name ('' when the device has no 5G). */
  wifiName5G: str,
  /** 5G password. */
  wifiPass5G: str,
});
export type WifiConfig = Shape<typeof wifiConfig>;

/** One band of a device's Wi-Fi, read from its configuration (made by the app, never sent). */
export interface WifiBand {
  /** Band: 2.4G or 5G. */
  band: WifiType;
  /** Network name. */
  name: string;
  /** Password ('' for an open network). */
  password: string;
  /** Encryption, e.g. WPA2-PSK or NONE. */
  encrypt: string;
  /** Devices connected now. */
  connCount: number;
  /** Most devices the band allows. */
  maxConnCount: number;
  /** Whether the band is switched on. */
  enabled: boolean;
  /** Whether the network name is broadcast (visible to nearby phones). */
  visible: boolean;
}

/** GET /api/site/getWifiCode, POST /api/site/wifiCreate, /api/iot/wifiCreate: a Wi-Fi share code. */
export const wifiCode = obj({
  /** Share code. */
  code: reqStr,
  /** Text encoded in the QR code (WIFI:T:WPA;S:name;P:pass;;). */
  qrText: str,
  /** Network name. */
  wifiName: str,
  /** Band. */
  wifiType: coded(oneOf(WIFI_TYPES, '2.4G'), WIFI_MEANINGS),
  /** Expires. */
  expireAt: dateTime,
});
export type WifiCode = Shape<typeof wifiCode>;

/** A terminal connected to the device (POST /api/iot/deviceWirelessAuthList). */
export const wirelessTerminal = obj({
  /** MAC address. */
  mac: reqStr,
  /** Host name. */
  name: str,
  /** Whether it is authenticated. */
  authed: bool,
  /** Connected since. */
  connectedAt: dateTime,
});
export type WirelessTerminal = Shape<typeof wirelessTerminal>;
