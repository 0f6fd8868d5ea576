import * as v from 'valibot';
import { CARD_PASSWORD_MODES, coded } from '@/domain/codes';
import { wifiBand, wifiCode } from '@/domain/device';
import { oneCode, protocolText, regionNode, shopUser, simOauth } from '@/domain/site';
import { any, bool, list, num, numOr, obj, optNum, reqStr, str, type Field } from '@/lib/schema';
import { endpoint } from '../declare';
import { promoCode } from './fields';
import { DICT_OPTIONS_PATH } from './paths';
import { dictName, dictOptionsMap } from '../types/common';
import {
  siteConfig,
  wechatAuthorizeQuery,
  wechatAuthorizeResult,
  wechatInfo,
  wxJsSign,
} from '../types/site';

// The site's calls: configuration, agreements, WeChat, SMS codes, dictionaries, what a scanned code
// opens (Wi-Fi share codes, machine codes, scan-to-authorise), the card login and the static
// region files.

// The card login's schemas (its page's settings, its body, its answer and its refusal) have their
// one home here, beside its declarations; src/api/types/iot.ts reads their types off them.

/** How the card login page behaves. */
export const simLoginConfig = obj({
  /** Title of the login page. */
  title: str,
  /** Logo. */
  logo: str,
  /** Whether the protocol checkbox must be ticked. */
  needAgreeProtocol: bool,
  /** Whether a device number can be entered. */
  allowDeviceNo: bool,
  /** Whether scanning a code is offered. */
  allowScan: bool,
  /** Hint under the input. */
  tips: str,
  /** 1 when the cards of this channel log in with a card password: the field shows at once. */
  cardPasswordMode: coded(optNum, CARD_PASSWORD_MODES),
});

/** A card's session. */
export const simLoginResult = obj({
  /** The canonical sim number to store. */
  simNo: reqStr,
  /** Token to send as Sim-Token. */
  token: reqStr,
});

/** What a card logs in with: a card number (ICCID, sim number or device number). */
export const simLoginBody = v.object({
  /** Card, ICCID or device number. */
  simNo: v.string(),
  /** Card password when the card has cardPasswordMode 1. */
  password: v.optional(v.string()),
});

/**
 * The data of a refused card login: the card's cardPasswordMode tells a card that needs its
 * password from an unknown one, whatever language the message is in.
 */
export const simLoginRefusal = obj({
  /** 1 when the card logs in with a card password: the login asks for it. */
  cardPasswordMode: coded(optNum, CARD_PASSWORD_MODES),
});

export const getSiteConfig = endpoint({
  method: 'GET',
  path: '/api/site/config',
  summary: 'Site-wide switches (app version and download, service phone).',
  origin: 'spec',
  answer: siteConfig,
});

export const getLoginProtocol = endpoint({
  method: 'GET',
  path: '/api/site/loginProtocol',
  summary: "The shop's login agreement.",
  origin: 'spec',
  answer: protocolText,
});

export const getIotLoginProtocol = endpoint({
  method: 'GET',
  path: '/api/site/iotLoginProtocol',
  summary: 'The card login agreement.',
  origin: 'spec',
  answer: protocolText,
});

export const getWxJsSign = endpoint({
  method: 'GET',
  path: '/api/site/wxJsSign',
  summary: 'WeChat JS-SDK signature for a page address.',
  origin: 'spec',
  input: v.object({ url: v.string() }),
  answer: wxJsSign,
});

export const getWechatInfo = endpoint({
  method: 'GET',
  path: '/api/site/wechatInfo',
  summary: 'Whether the official-account visitor must authorise.',
  origin: 'spec',
  input: v.object({ promoCode }),
  answer: wechatInfo,
});

export const getWechatAuthorize = endpoint({
  method: 'GET',
  path: '/api/wechat/authorize',
  summary:
    'The WeChat authorise address (type 1 = official account, 2 = binding to the card); a browser sent here is redirected, and comes back to syncRedirect with `code` and the `state` it was sent with.',
  origin: 'spec',
  input: wechatAuthorizeQuery,
  answer: wechatAuthorizeResult,
});

export const wechatLogin = endpoint({
  method: 'POST',
  path: '/api/wechat/login',
  summary:
    "Logs the shop session (Session-ID) in as the WeChat visitor who authorised with `code` (the code comes back to the launch's address after GET /api/wechat/authorize with type 1); the visitor's wechatInfo then no longer asks to authorise.",
  origin: 'extension',
  input: v.object({ code: v.string() }),
  answer: shopUser,
});

export const bindSimOauth = endpoint({
  method: 'POST',
  path: '/api/iot/bindSimOauth',
  summary:
    "Binds the WeChat account that authorised with `code` to the card (the code comes back in the oauth page's query after GET /api/wechat/authorize with type 2).",
  origin: 'extension',
  auth: 'card',
  input: v.object({ code: v.string() }),
  answer: simOauth,
});

export const sendSms = endpoint({
  method: 'POST',
  path: '/api/sms/send',
  summary: "An SMS code for a login or binding ('shopLogin', 'bindPhone', 'terminalAuth').",
  origin: 'spec',
  input: v.object({ mobile: v.string(), scene: v.string() }),
  answer: obj({ /** Seconds until a new code may be asked for. */ expireIn: numOr(60) }),
});

export const ksUpdateProfile = endpoint({
  method: 'POST',
  path: '/api/site/ksUpdateProfile',
  summary: 'Kuaishou profile update (mini-program only; refused on the web).',
  origin: 'spec',
  input: v.object({ openId: v.string(), nickname: v.string(), headPortrait: v.string() }),
  answer: any,
  codes: [40001],
});

export const getDictOptions = endpoint({
  method: 'POST',
  path: DICT_OPTIONS_PATH,
  summary: 'Options of the named dictionaries, by dictionary name.',
  origin: 'spec',
  input: v.object({ types: v.array(dictName) }),
  answer: dictOptionsMap,
});

export const getWifiCode = endpoint({
  method: 'GET',
  path: '/api/site/getWifiCode',
  summary: 'A Wi-Fi share code by its code.',
  origin: 'spec',
  input: v.object({ code: v.string() }),
  answer: wifiCode,
});

export const createSiteWifi = endpoint({
  method: 'POST',
  path: '/api/site/wifiCreate',
  summary: 'Creates a share code for a network typed in by hand.',
  origin: 'spec',
  input: v.object({
    wifiName: v.string(),
    wifiPass: v.string(),
    wifiType: v.optional(wifiBand),
    wifiEncrypt: v.optional(v.string()),
  }),
  answer: wifiCode,
});

export const getOneCode = endpoint({
  method: 'GET',
  path: '/api/site/getOneCode',
  summary: 'The machine-code (one code) entries of a code.',
  origin: 'spec',
  input: v.object({ code: v.string() }),
  answer: list(oneCode),
});

export const getOneCodeById = endpoint({
  method: 'GET',
  path: '/api/site/generalOneCodeById',
  summary: 'One machine-code entry.',
  origin: 'spec',
  input: v.object({ id: v.number() }),
  answer: oneCode,
});

/** What each state of a scan-to-authorise request means. */
const SCAN_STATUSES = { 0: 'waiting', 1: 'confirmed', 2: 'refused', 3: 'expired' } as const;

export const updateAuthorizeStatus = endpoint({
  method: 'POST',
  path: '/api/site/updateAuthorizeStatus',
  summary: 'Confirms (1) or refuses (2) a scan-to-authorise request.',
  origin: 'spec',
  input: v.object({
    scanId: v.string(),
    status: coded(v.picklist([1, 2]), { 1: SCAN_STATUSES[1], 2: SCAN_STATUSES[2] }),
  }),
  answer: any,
});

export const checkScanAuthorize = endpoint({
  method: 'POST',
  path: '/api/site/checkScanAuthorize',
  summary: 'Polls a scan-to-authorise request.',
  origin: 'spec',
  input: v.object({ scanId: v.string() }),
  answer: obj({
    /** 0 waiting, 1 done, 2 refused, 3 expired (required: the poll cannot go on without it). */
    status: coded(num as Field<0 | 1 | 2 | 3>, SCAN_STATUSES),
  }),
});

export const getSimLoginConfig = endpoint({
  method: 'GET',
  path: '/api/simLoginConfig',
  summary: 'How the card login page behaves.',
  origin: 'spec',
  input: v.object({ promoCode }),
  answer: simLoginConfig,
});

export const simLogin = endpoint({
  method: 'POST',
  path: '/api/simLogin',
  summary: 'Logs a card in by card, ICCID or device number (a refusal may carry cardPasswordMode).',
  origin: 'spec',
  input: simLoginBody,
  answer: simLoginResult,
  // A card that needs its password is told apart by this, whatever language the message is in.
  refusal: simLoginRefusal,
});

export const getProvinces = endpoint({
  method: 'GET',
  path: '/provinces/{code}.json',
  summary:
    "Static region data: 'all' gives the provinces with their cities, a province code its cities with their counties.",
  origin: 'spec',
  service: 'static',
  input: v.object({ code: v.string() }),
  answer: list(regionNode),
});
