import type { WifiCode, WifiType } from '@/api/types';
import { isMobile } from '@/lib/validators';
import { db, iso, type DemoCard } from '../db';
import { deviceWifi } from '../db/seed/layouts';
import { done, invalidInput, refuse, type Result } from './result';
import { makeWifiCode } from './wifi';

// Device cards (portable Wi-Fi): their Wi-Fi settings, power, share codes and terminals. Every
// function expects a card that has a device (the handlers refuse others with 40001).

const noFiveG = () => refuse(40001, 'This device has no 5G band');

/** Renames a band and sets its password (empty: an open network). */
export function setWifi(card: DemoCard, band: WifiType, name: string, pass: string): Result<null> {
  if (!name || name.length > 32 || /[^\x20-\x7e]/.test(name))
    return invalidInput('Network name must be 1-32 printable characters');
  if (pass && (pass.length < 8 || pass.length > 63))
    return invalidInput('Password must be 8-63 characters');
  const wifi = card.info.wifiConfig!;
  if (band === '5G') {
    if (!wifi.wifiName5G) return noFiveG();
    Object.assign(wifi, {
      wifiName5G: name,
      wifiPass5G: pass,
      wifiEncrypt5G: pass ? 'WPA2-PSK' : 'NONE',
    });
  } else {
    Object.assign(wifi, {
      wifiName: name,
      wifiPass: pass,
      wifiEncrypt: pass ? 'WPA2-PSK' : 'NONE',
    });
    card.info.device = { wifiEncrypt: wifi.wifiEncrypt };
  }
  return done(null);
}

/** Shows or hides a band's network name. */
export function setWifiDisplay(card: DemoCard, band: WifiType, show: boolean): void {
  const wifi = card.info.wifiConfig!;
  if (band === '5G') wifi.showWifi5G = show;
  else wifi.showWifi = show;
}

export function restartDevice(card: DemoCard): void {
  card.info.onlineStatus = 1;
  card.info.lastRobinAt = iso(Date.now());
}

/** Switches the device off: offline, nobody connected. */
export function closeDevice(card: DemoCard): void {
  card.info.onlineStatus = 0;
  const wifi = card.info.wifiConfig!;
  wifi.connCount = 0;
  wifi.connCount5G = 0;
}

/** Back to the factory Wi-Fi settings. */
export function resetDevice(card: DemoCard): void {
  card.info.wifiConfig = deviceWifi();
  card.info.device = { wifiEncrypt: card.info.wifiConfig.wifiEncrypt };
}

/** A share code of a band's network. */
export function shareWifi(card: DemoCard, band: WifiType): Result<WifiCode> {
  const wifi = card.info.wifiConfig!;
  const [name, pass, encrypt] =
    band === '5G'
      ? [wifi.wifiName5G, wifi.wifiPass5G, wifi.wifiEncrypt5G]
      : [wifi.wifiName, wifi.wifiPass, wifi.wifiEncrypt];
  if (!name) return noFiveG();
  return done(makeWifiCode(name, pass, band, encrypt));
}

export const TERMINALS = [
  { mac: 'A4:83:E7:11:22:33', name: 'iPhone', authed: true },
  { mac: '3C:06:30:44:55:66', name: 'MacBook-Air', authed: true },
  { mac: 'F0:18:98:77:88:99', name: 'android-5a1f', authed: false },
] as const;

/**
 * Terminals authenticated on each card. Kept per card object, so a demo reset (which seeds new
 * cards) forgets them instead of leaving a terminal authenticated for good.
 */
const authedByCard = new WeakMap<DemoCard, Set<string>>();
const isAuthed = (card: DemoCard, terminal: (typeof TERMINALS)[number]) =>
  terminal.authed || (authedByCard.get(card)?.has(terminal.mac) ?? false);

/** Sends the demo SMS code for a terminal authentication. */
export function sendTerminalCode(mobile: string): Result<{ expireIn: number }> {
  if (!isMobile(mobile)) return invalidInput('Please enter a valid mobile number');
  db.smsCodes.set(mobile, '123456');
  return done({ expireIn: 300 });
}

/** Authenticates a connected terminal with the SMS code sent to a mobile. */
export function authTerminal(
  card: DemoCard,
  input: { mac: string; mobile: string; code: string },
): Result<null> {
  const terminal = TERMINALS.find((t) => t.mac === input.mac);
  if (!terminal) return invalidInput('Terminal not connected');
  if (!isMobile(input.mobile)) return invalidInput('Please enter a valid mobile number');
  if (!db.smsCodes.has(input.mobile) || db.smsCodes.get(input.mobile) !== input.code)
    return invalidInput('Wrong verification code');
  const authed = authedByCard.get(card) ?? new Set<string>();
  authed.add(terminal.mac);
  authedByCard.set(card, authed);
  return done(null);
}

/** The terminals connected to a running device, authenticated or not. */
export function terminals(card: DemoCard) {
  if (card.info.onlineStatus === 0) return [];
  return TERMINALS.map((t, i) => ({
    ...t,
    authed: isAuthed(card, t),
    connectedAt: iso(Date.now() - (i + 1) * 3_600_000),
  }));
}
