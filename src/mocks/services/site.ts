import type { DictOptionsMap, OneCode, ProtocolText } from '@/api/types';
import type { DictOption } from '@/domain/site';
import { isLink } from '@/lib/validators';
import { db } from '../db';
import { authorisationRequest, consentAddress } from './oauth';
import { done, invalidInput, type Result } from './result';

/** The app's version, download address and service phone. */
export const SITE_CONFIG = {
  latestVersion: '1.4.4',
  latestVersionCode: 144,
  downloadUrl: 'https://www.example.com/app',
  mandatoryUpdate: false,
  mapKey: '',
  servicePhone: '400-800-1234',
  serviceHours: '每天 9:00-21:00',
};

const protocol = (title: string, body: string): ProtocolText => ({
  title,
  content: `<h3>${title}</h3><p>${body}</p>`,
  updatedAt: '2026-09-01T00:00:00.000Z',
});

export const SHOP_PROTOCOL = protocol('用户服务协议', '欢迎使用号卡商城。下单即表示您同意本协议。');
export const CARD_PROTOCOL = protocol('物联卡服务协议', '物联卡仅限在约定设备中使用，禁止转售。');

/** Options numbered from `first`, each a label and, where it has one, its colour. */
const numbered = (first: number, items: [label: string, listClass?: string][]): DictOption[] =>
  items.map(([label, listClass], i) =>
    listClass ? { label, value: first + i, listClass } : { label, value: first + i },
  );

export const DICTS: DictOptionsMap = {
  OperatorOptions: numbered(1, [
    ['中国电信', 'primary'],
    ['中国联通', 'danger'],
    ['中国广电', 'warning'],
    ['中国移动', 'success'],
  ]),
  BrandStatusOptions: numbered(1, [
    ['正常', 'success'],
    ['停用', 'error'],
    ['待审核', 'info'],
  ]),
  SimStatusOptions: numbered(1, [
    ['正常', 'success'],
    ['停机', 'danger'],
    ['销户', 'info'],
    ['测试期', 'warning'],
    ['库存', 'default'],
  ]),
  OrderStatusOptions: numbered(0, [
    ['待支付', 'warning'],
    ['已支付', 'primary'],
    ['已受理', 'primary'],
    ['已发货', 'primary'],
    ['已完成', 'success'],
    ['已取消', 'info'],
    ['受理失败', 'danger'],
  ]),
  PackageOrderStatusOptions: numbered(0, [
    ['待支付', 'warning'],
    ['生效中', 'success'],
    ['待生效', 'primary'],
    ['已失效', 'info'],
    ['已退款', 'danger'],
  ]),
  PointsOrderStatusOptions: numbered(0, [
    ['待支付', 'warning'],
    ['待发货', 'primary'],
    ['已发货', 'primary'],
    ['已完成', 'success'],
    ['已取消', 'info'],
  ]),
  CategoryOptions: numbered(1, [['流量卡'], ['宽带'], ['靓号']]),
};

/** The options of each dictionary asked for (an unknown one has none). */
export function dictOptions(types: string[]): Result<DictOptionsMap> {
  if (!types.length) return invalidInput('types is required');
  const result: DictOptionsMap = {};
  for (const type of types) result[type] = DICTS[type] ?? [];
  return done(result);
}

const entry = (id: number, kind: OneCode['kind'], title: string, content = '', image = '') => ({
  id,
  kind,
  title,
  content,
  image,
});

/** The ways to recharge behind a one-code QR. */
export const ONE_CODES: OneCode[] = [
  entry(1, 'rechargeNumber', '输入充值号码'),
  entry(
    2,
    'official',
    '关注公众号充值',
    'https://mp.example.com/recharge',
    '/static/follow-qr.png',
  ),
  entry(3, 'phoneService', '电话客服', '400-800-1234'),
  entry(
    4,
    'videoTutorial',
    '充值视频教程',
    'https://video.example.com/recharge.mp4',
    '/static/video-cover.png',
  ),
  entry(5, 'richText', '充值说明', '<p>扫码后输入卡号即可充值。</p>'),
  entry(6, 'app', '下载 App 充值', 'https://app.example.com/download', '/static/app-icon.png'),
  entry(7, 'button', '一键充值', '/pages/iot/index/balance/index'),
  entry(8, 'miniProgram', '小程序充值', 'gh_recharge_demo', '/static/mini-program-code.png'),
  entry(9, 'scan', '扫码充值', 'https://pay.example.com/recharge?code=DEMO'),
  entry(10, 'onlineService', '在线客服', 'https://kefu.example.com/chat'),
];

/** Every entry of a one-code QR (the code must be given). */
export const oneCodes = (code: string): Result<OneCode[]> =>
  code ? done(ONE_CODES) : invalidInput('code is required');

export function oneCodeById(id: number): Result<OneCode> {
  const found = ONE_CODES.find((item) => item.id === id);
  return found ? done(found) : invalidInput('Entry not found');
}

/** How the card login page looks and what it accepts. */
export const SIM_LOGIN_CONFIG = {
  title: '卡片自助服务',
  logo: '/static/logo.png',
  needAgreeProtocol: true,
  allowDeviceNo: true,
  allowScan: false,
  tips: '请输入卡号、ICCID 或设备号',
};

/** A login on another screen by QR: the phone that scanned it confirms (1) or refuses (2). */
export function setScanStatus(scanId: string, status: number): Result<null> {
  if (!db.scans.has(scanId)) return invalidInput('Scan request not found or expired');
  if (status !== 1 && status !== 2) return invalidInput('status must be 1 or 2');
  db.scans.set(scanId, status);
  return done(null);
}

/** Where a scan stands: 0 waiting, 1 confirmed, 2 refused, 3 unknown or expired. */
export const scanStatus = (scanId: string) => ({ status: db.scans.get(scanId) ?? 3 });

const APP_ID = 'wx0000000000demo';

/** The WeChat JS-SDK signature of a page address (a fixed demo signature). */
export function jsSign(
  url: string,
  now: number,
): Result<{ appId: string; timestamp: number; nonceStr: string; signature: string }> {
  if (!isLink(url)) return invalidInput('url must be an http(s) address');
  return done({
    appId: APP_ID,
    timestamp: Math.floor(now / 1000),
    nonceStr: 'demoNonce',
    signature: '0'.repeat(40),
  });
}

/**
 * The demo asks visitors without a promo code to authorise, as a real official account would,
 * unless their session is logged in already (by that authorisation or by the order lookup).
 */
export const wechatInfo = (promoCode: string, sessionId = '') => ({
  needLogin: !promoCode && !(sessionId && db.shopSessions.has(sessionId)),
  appId: APP_ID,
});

/**
 * Where the authorise endpoint sends the browser: the demo's own consent page (a demo can never
 * reach WeChat's), which comes back to syncRedirect with a code and the shop's state.
 */
export function authorizeUrl(type: number, syncRedirect: string, state = ''): Result<string> {
  const request = authorisationRequest(type, syncRedirect, state);
  return request.ok ? done(consentAddress(request.data)) : request;
}
