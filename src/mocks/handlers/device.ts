import { http } from 'msw';
import type { WifiType } from '@/api/types';
import { isMobile } from '@/lib/validators';
import { db, iso, type DemoCard } from '../db';
import { deviceWifi } from '../db/seed/layouts';
import { makeWifiCode } from './site';
import { bodyOf, fail, invalid, ok, path, requireCard, str } from './util';

/** Wraps a handler for device cards: 34061 without a session, 40001 for plain cards. */
function withDevice(handle: (card: DemoCard, request: Request) => Response | Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    const card = requireCard(request);
    if (card instanceof Response) return card;
    if (card.info.sourceType !== 2 || !card.info.wifiConfig) {
      return fail(40001, 'This card has no device to manage');
    }
    return handle(card, request);
  };
}

const bandOf = (value: unknown): WifiType | null => {
  const text = str(value);
  return text === '2.4G' || text === '5G' ? text : null;
};

const TERMINALS = [
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

export const deviceHandlers = [
  http.post(
    path('/api/iot/iotDevice/setWiFiSsidPwd'),
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const band = bandOf(body.wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      const name = str(body.wifiName);
      const pass = typeof body.wifiPass === 'string' ? body.wifiPass : '';
      if (!name || name.length > 32 || /[^\x20-\x7e]/.test(name))
        return invalid('Network name must be 1-32 printable characters');
      if (pass && (pass.length < 8 || pass.length > 63))
        return invalid('Password must be 8-63 characters');
      const wifi = card.info.wifiConfig!;
      if (band === '5G') {
        if (!wifi.wifiName5G) return fail(40001, 'This device has no 5G band');
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
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/setWiFiDisplay'),
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const band = bandOf(body.wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      if (typeof body.show !== 'boolean') return invalid('show must be true or false');
      const wifi = card.info.wifiConfig!;
      if (band === '5G') wifi.showWifi5G = body.show;
      else wifi.showWifi = body.show;
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/restart'),
    withDevice((card) => {
      card.info.onlineStatus = 1;
      card.info.lastRobinAt = iso(Date.now());
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/close'),
    withDevice((card) => {
      card.info.onlineStatus = 0;
      const wifi = card.info.wifiConfig!;
      wifi.connCount = 0;
      wifi.connCount5G = 0;
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/reset'),
    withDevice((card) => {
      card.info.wifiConfig = deviceWifi();
      card.info.device = { wifiEncrypt: card.info.wifiConfig.wifiEncrypt };
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/wifiCreate'),
    withDevice(async (card, request) => {
      const band = bandOf((await bodyOf(request)).wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      const wifi = card.info.wifiConfig!;
      const [name, pass, encrypt] =
        band === '5G'
          ? [wifi.wifiName5G, wifi.wifiPass5G, wifi.wifiEncrypt5G]
          : [wifi.wifiName, wifi.wifiPass, wifi.wifiEncrypt];
      if (!name) return fail(40001, 'This device has no 5G band');
      return ok(makeWifiCode(name, pass, band, encrypt));
    }),
  ),
  http.post(
    path('/api/iot/deviceTerminalAuthSms'),
    withDevice(async (_card, request) => {
      const mobile = str((await bodyOf(request)).mobile);
      if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
      db.smsCodes.set(mobile, '123456');
      return ok({ expireIn: 300 });
    }),
  ),
  http.post(
    path('/api/iot/deviceTerminalAuth'),
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const mobile = str(body.mobile);
      const terminal = TERMINALS.find((t) => t.mac === str(body.mac));
      if (!terminal) return invalid('Terminal not connected');
      if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
      if (!db.smsCodes.has(mobile) || db.smsCodes.get(mobile) !== str(body.code))
        return invalid('Wrong verification code');
      const authed = authedByCard.get(card) ?? new Set<string>();
      authed.add(terminal.mac);
      authedByCard.set(card, authed);
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/deviceWirelessAuthList'),
    withDevice((card) =>
      ok(
        card.info.onlineStatus === 0
          ? []
          : TERMINALS.map((t, i) => ({
              ...t,
              authed: isAuthed(card, t),
              connectedAt: iso(Date.now() - (i + 1) * 3_600_000),
            })),
      ),
    ),
  ),
];
