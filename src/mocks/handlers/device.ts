import { http } from 'msw';
import type { WifiType } from '@/api/types';
import type { DemoCard } from '../db';
import * as device from '../services/device';
import { answer, bodyOf, fail, invalid, ok, path, requireCard, str } from './util';

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

export const deviceHandlers = [
  http.post(
    path('/api/iot/iotDevice/setWiFiSsidPwd'),
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const band = bandOf(body.wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      const pass = typeof body.wifiPass === 'string' ? body.wifiPass : '';
      return answer(device.setWifi(card, band, str(body.wifiName), pass));
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/setWiFiDisplay'),
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const band = bandOf(body.wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      if (typeof body.show !== 'boolean') return invalid('show must be true or false');
      device.setWifiDisplay(card, band, body.show);
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/restart'),
    withDevice((card) => {
      device.restartDevice(card);
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/close'),
    withDevice((card) => {
      device.closeDevice(card);
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/iotDevice/reset'),
    withDevice((card) => {
      device.resetDevice(card);
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/wifiCreate'),
    withDevice(async (card, request) => {
      const band = bandOf((await bodyOf(request)).wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      return answer(device.shareWifi(card, band));
    }),
  ),
  http.post(
    path('/api/iot/deviceTerminalAuthSms'),
    withDevice(async (_card, request) =>
      answer(device.sendTerminalCode(str((await bodyOf(request)).mobile))),
    ),
  ),
  http.post(
    path('/api/iot/deviceTerminalAuth'),
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        device.authTerminal(card, {
          mac: str(body.mac),
          mobile: str(body.mobile),
          code: str(body.code),
        }),
      );
    }),
  ),
  http.post(
    path('/api/iot/deviceWirelessAuthList'),
    withDevice((card) => ok(device.terminals(card))),
  ),
];
