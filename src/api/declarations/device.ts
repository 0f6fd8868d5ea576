import * as v from 'valibot';
import { mobile, smsCode } from './fields';
import { changeSimItem, wifiBand, wifiCode, wirelessTerminal } from '@/domain/device';
import { any, list, numOr, obj } from '@/lib/schema';
import { endpoint } from '../declare';
import { setWifiBody } from '../types/device';
import { officialAuthInfo } from '../types/iot';

// The device of a device card (sourceType 2): its Wi-Fi, power and connected terminals. Card calls
// (Sim-No and Sim-Token); a plain card without a device is refused with 40001.

const NO_DEVICE = [40001] as const;

export const setWifiSsidPwd = endpoint({
  method: 'POST',
  path: '/api/iot/iotDevice/setWiFiSsidPwd',
  summary: 'Renames a Wi-Fi band or changes its password (40001: no device, or no such band).',
  origin: 'spec',
  auth: 'card',
  input: setWifiBody,
  answer: any,
  codes: NO_DEVICE,
});

export const setWifiDisplay = endpoint({
  method: 'POST',
  path: '/api/iot/iotDevice/setWiFiDisplay',
  summary: "Shows or hides a band's network name.",
  origin: 'spec',
  auth: 'card',
  input: v.object({ wifiType: wifiBand, show: v.boolean() }),
  answer: any,
  codes: NO_DEVICE,
});

export const restartDevice = endpoint({
  method: 'POST',
  path: '/api/iot/iotDevice/restart',
  summary: 'Restarts the device.',
  origin: 'spec',
  auth: 'card',
  answer: any,
  codes: NO_DEVICE,
});

export const closeDevice = endpoint({
  method: 'POST',
  path: '/api/iot/iotDevice/close',
  summary: 'Powers the device off.',
  origin: 'spec',
  auth: 'card',
  answer: any,
  codes: NO_DEVICE,
});

export const resetDevice = endpoint({
  method: 'POST',
  path: '/api/iot/iotDevice/reset',
  summary: 'Factory-resets the device (Wi-Fi names and passwords too).',
  origin: 'spec',
  auth: 'card',
  answer: any,
  codes: NO_DEVICE,
});

export const createDeviceWifiCode = endpoint({
  method: 'POST',
  path: '/api/iot/wifiCreate',
  summary: "A share code for one of the device's Wi-Fi bands.",
  origin: 'spec',
  auth: 'card',
  readOnly: true,
  input: v.object({ wifiType: wifiBand }),
  answer: wifiCode,
  codes: NO_DEVICE,
});

export const deviceTerminalAuthSms = endpoint({
  method: 'POST',
  path: '/api/iot/deviceTerminalAuthSms',
  summary: 'An SMS code for authenticating a connected terminal.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ mobile }),
  answer: obj({
    /** Seconds until a new code may be asked for. */
    expireIn: numOr(60),
  }),
  codes: NO_DEVICE,
});

export const deviceTerminalAuth = endpoint({
  method: 'POST',
  path: '/api/iot/deviceTerminalAuth',
  summary: 'Authenticates a terminal connected to the device with an SMS code.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ mac: v.string(), mobile, code: smsCode }),
  answer: any,
  codes: NO_DEVICE,
});

export const getDeviceWirelessAuthList = endpoint({
  method: 'POST',
  path: '/api/iot/deviceWirelessAuthList',
  summary: 'The terminals connected to the device.',
  origin: 'spec',
  auth: 'card',
  readOnly: true,
  answer: list(wirelessTerminal),
  codes: NO_DEVICE,
});

// The sims of a device

export const getDeviceOfficialAuth = endpoint({
  method: 'GET',
  path: '/api/iot/deviceOfficialAuth',
  summary: "The operator's real-name address of one sim of a device (40001 for plain cards).",
  origin: 'spec',
  auth: 'card',
  input: v.object({ simNo: v.optional(v.string()) }),
  answer: officialAuthInfo,
  codes: [40001],
});

export const getChangeSimList = endpoint({
  method: 'GET',
  path: '/api/iot/changeSimList',
  summary: 'The sims a device can switch between (40001 for plain cards).',
  origin: 'spec',
  auth: 'card',
  answer: list(changeSimItem),
  codes: [40001],
});

export const simSwitchNet = endpoint({
  method: 'POST',
  path: '/api/iot/simSwitchNet',
  summary: 'Switches the device to another of its sims (40001 for plain cards).',
  origin: 'spec',
  auth: 'card',
  input: v.object({ simNo: v.string() }),
  answer: any,
  codes: [40001],
});
