import type { WifiCode, WifiType } from '@/api/types';
import { db, iso } from '../db';
import { done, invalidInput, type Result } from './result';

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

const BANDS: WifiType[] = ['2.4G', '5G'];

/**
 * A share code typed in by hand: a name of 1-32 characters, no password or one of 8-63, a band
 * of 2.4G (the default) or 5G.
 */
export function createWifiShare(
  wifiName: string,
  wifiPass: string,
  wifiType: string,
  encrypt: string,
): Result<WifiCode> {
  const band = (wifiType || '2.4G') as WifiType;
  if (!wifiName || wifiName.length > 32)
    return invalidInput('Network name must be 1-32 characters');
  if (wifiPass && (wifiPass.length < 8 || wifiPass.length > 63))
    return invalidInput('Password must be 8-63 characters');
  if (!BANDS.includes(band)) return invalidInput('wifiType must be 2.4G or 5G');
  return done(makeWifiCode(wifiName, wifiPass, band, encrypt || 'WPA2-PSK'));
}

/** A share code the demo database holds. */
export function wifiShare(code: string): Result<WifiCode> {
  const entry = db.wifiCodes.get(code);
  return entry ? done(entry) : invalidInput('Share code not found or expired');
}
