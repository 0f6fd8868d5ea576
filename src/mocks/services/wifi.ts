import type { WifiCode, WifiType } from '@/api/types';
import { db, iso } from '../db';

/** Creates and stores a Wi-Fi share code (valid 7 days) with its QR text. */
export function makeWifiCode(
  wifiName: string,
  wifiPass: string,
  wifiType: WifiType,
  encrypt: string,
): WifiCode {
  const code = `W${(db.wifiCodes.size + 1).toString().padStart(5, '0')}`;
  const t = !wifiPass || encrypt === 'NONE' ? 'nopass' : 'WPA';
  const escape = (value: string) => value.replace(/([\\;,:"])/g, '\\$1');
  const entry: WifiCode = {
    code,
    qrText: `WIFI:T:${t};S:${escape(wifiName)};P:${escape(wifiPass)};;`,
    wifiName,
    wifiType,
    expireAt: iso(Date.now() + 7 * 86_400_000),
  };
  db.wifiCodes.set(code, entry);
  return entry;
}
