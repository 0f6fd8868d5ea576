/** Devices: Wi-Fi configuration, share codes and connected terminals. */

/** Wi-Fi configuration of a device (SPEC section 3); 5G fields mirror the 2.4G ones. */
export interface WifiConfig {
  /** Devices connected to 2.4G. */
  connCount: number;
  /** Maximum connections on 2.4G. */
  maxConnCount: number;
  /** Whether 2.4G is listed (not hidden). */
  showWifi: boolean;
  /** Whether 2.4G is switched on. */
  switchWifi: boolean;
  /** 2.4G encryption, e.g. 'WPA2-PSK', 'NONE'. */
  wifiEncrypt: string;
  /** 2.4G network name. */
  wifiName: string;
  /** 2.4G password. */
  wifiPass: string;
  /** Devices connected to 5G. */
  connCount5G: number;
  /** Maximum connections on 5G. */
  maxConnCount5G: number;
  /** Whether 5G is listed. */
  showWifi5G: boolean;
  /** Whether 5G is switched on. */
  switchWifi5G: boolean;
  /** 5G encryption. */
  wifiEncrypt5G: string;
  /** 5G network name ('' when the device has no 5G). */
  wifiName5G: string;
  /** 5G password. */
  wifiPass5G: string;
}

/** Wi-Fi band. */
export type WifiType = '2.4G' | '5G';

/** One band of a device's Wi-Fi, read from its configuration. */
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
export interface WifiCode {
  /** Share code. */
  code: string;
  /** Text encoded in the QR code (WIFI:T:WPA;S:name;P:pass;;). */
  qrText: string;
  /** Network name. */
  wifiName: string;
  /** Band. */
  wifiType: WifiType;
  /** Expires. */
  expireAt: string;
}

/** A terminal connected to the device (POST /api/iot/deviceWirelessAuthList). */
export interface WirelessTerminal {
  /** MAC address. */
  mac: string;
  /** Host name. */
  name: string;
  /** Whether it is authenticated. */
  authed: boolean;
  /** Connected since. */
  connectedAt: string;
}
