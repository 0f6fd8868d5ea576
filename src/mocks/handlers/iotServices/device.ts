import * as declared from '@/api/declarations/device';
import type { WifiType } from '@/api/types';
import type { DemoCard } from '../../db';
import * as device from '../../services/device';
import { answer, bodyOf, fail, invalid, ok, okFor, on, requireCard, str } from '../util';

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
  on(
    declared.setWifiSsidPwd,
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const band = bandOf(body.wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      const pass = typeof body.wifiPass === 'string' ? body.wifiPass : '';
      return answer(device.setWifi(card, band, str(body.wifiName), pass));
    }),
  ),
  on(
    declared.setWifiDisplay,
    withDevice(async (card, request) => {
      const body = await bodyOf(request);
      const band = bandOf(body.wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      if (typeof body.show !== 'boolean') return invalid('show must be true or false');
      device.setWifiDisplay(card, band, body.show);
      return ok(null);
    }),
  ),
  on(
    declared.restartDevice,
    withDevice((card) => {
      device.restartDevice(card);
      return ok(null);
    }),
  ),
  on(
    declared.closeDevice,
    withDevice((card) => {
      device.closeDevice(card);
      return ok(null);
    }),
  ),
  on(
    declared.resetDevice,
    withDevice((card) => {
      device.resetDevice(card);
      return ok(null);
    }),
  ),
  on(
    declared.createDeviceWifiCode,
    withDevice(async (card, request) => {
      const band = bandOf((await bodyOf(request)).wifiType);
      if (!band) return invalid('wifiType must be 2.4G or 5G');
      return answer(device.shareWifi(card, band));
    }),
  ),
  on(
    declared.deviceTerminalAuthSms,
    withDevice(async (_card, request) =>
      answer(device.sendTerminalCode(str((await bodyOf(request)).mobile))),
    ),
  ),
  on(
    declared.deviceTerminalAuth,
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
  on(
    declared.getDeviceWirelessAuthList,
    withDevice((card) => okFor(declared.getDeviceWirelessAuthList, device.terminals(card))),
  ),
];
