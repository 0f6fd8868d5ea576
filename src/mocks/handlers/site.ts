import { http } from 'msw';
import type { DictOptionsMap, OneCode, ProtocolText, SimLoginRefusal, WifiType } from '@/api/types';
import { isLink, isMobile } from '@/lib/validators';
import { db, DEMO, findCard, issueToken } from '../db';
import { makeWifiCode } from '../services/wifi';
import { bodyOf, envelope, fail, invalid, num, ok, path, queryOf, str } from './util';

const protocol = (title: string, body: string): ProtocolText => ({
  title,
  content: `<h3>${title}</h3><p>${body}</p>`,
  updatedAt: '2026-09-01T00:00:00.000Z',
});

export const DICTS: DictOptionsMap = {
  OperatorOptions: [
    { label: '中国电信', value: 1, listClass: 'primary' },
    { label: '中国联通', value: 2, listClass: 'danger' },
    { label: '中国广电', value: 3, listClass: 'warning' },
    { label: '中国移动', value: 4, listClass: 'success' },
  ],
  BrandStatusOptions: [
    { label: '正常', value: 1, listClass: 'success' },
    { label: '停用', value: 2, listClass: 'error' },
    { label: '待审核', value: 3, listClass: 'info' },
  ],
  SimStatusOptions: [
    { label: '正常', value: 1, listClass: 'success' },
    { label: '停机', value: 2, listClass: 'danger' },
    { label: '销户', value: 3, listClass: 'info' },
    { label: '测试期', value: 4, listClass: 'warning' },
    { label: '库存', value: 5, listClass: 'default' },
  ],
  OrderStatusOptions: [
    { label: '待支付', value: 0, listClass: 'warning' },
    { label: '已支付', value: 1, listClass: 'primary' },
    { label: '已受理', value: 2, listClass: 'primary' },
    { label: '已发货', value: 3, listClass: 'primary' },
    { label: '已完成', value: 4, listClass: 'success' },
    { label: '已取消', value: 5, listClass: 'info' },
    { label: '受理失败', value: 6, listClass: 'danger' },
  ],
  PackageOrderStatusOptions: [
    { label: '待支付', value: 0, listClass: 'warning' },
    { label: '生效中', value: 1, listClass: 'success' },
    { label: '待生效', value: 2, listClass: 'primary' },
    { label: '已失效', value: 3, listClass: 'info' },
    { label: '已退款', value: 4, listClass: 'danger' },
  ],
  PointsOrderStatusOptions: [
    { label: '待支付', value: 0, listClass: 'warning' },
    { label: '待发货', value: 1, listClass: 'primary' },
    { label: '已发货', value: 2, listClass: 'primary' },
    { label: '已完成', value: 3, listClass: 'success' },
    { label: '已取消', value: 4, listClass: 'info' },
  ],
  CategoryOptions: [
    { label: '流量卡', value: 1 },
    { label: '宽带', value: 2 },
    { label: '靓号', value: 3 },
  ],
};

const ONE_CODES: OneCode[] = [
  { id: 1, kind: 'rechargeNumber', title: '输入充值号码', content: '', image: '' },
  {
    id: 2,
    kind: 'official',
    title: '关注公众号充值',
    content: 'https://mp.example.com/recharge',
    image: '/static/follow-qr.png',
  },
  { id: 3, kind: 'phoneService', title: '电话客服', content: '400-800-1234', image: '' },
  {
    id: 4,
    kind: 'videoTutorial',
    title: '充值视频教程',
    content: 'https://video.example.com/recharge.mp4',
    image: '/static/video-cover.png',
  },
  {
    id: 5,
    kind: 'richText',
    title: '充值说明',
    content: '<p>扫码后输入卡号即可充值。</p>',
    image: '',
  },
  {
    id: 6,
    kind: 'app',
    title: '下载 App 充值',
    content: 'https://app.example.com/download',
    image: '/static/app-icon.png',
  },
  {
    id: 7,
    kind: 'button',
    title: '一键充值',
    content: '/pages/iot/index/balance/index',
    image: '',
  },
  {
    id: 8,
    kind: 'miniProgram',
    title: '小程序充值',
    content: 'gh_recharge_demo',
    image: '/static/mini-program-code.png',
  },
  {
    id: 9,
    kind: 'scan',
    title: '扫码充值',
    content: 'https://pay.example.com/recharge?code=DEMO',
    image: '',
  },
  {
    id: 10,
    kind: 'onlineService',
    title: '在线客服',
    content: 'https://kefu.example.com/chat',
    image: '',
  },
];

const WIFI_TYPES: WifiType[] = ['2.4G', '5G'];

export { makeWifiCode };

export const siteHandlers = [
  http.get(path('/api/site/config'), () =>
    ok({
      latestVersion: '1.4.4',
      latestVersionCode: 144,
      downloadUrl: 'https://www.example.com/app',
      mandatoryUpdate: false,
      mapKey: '',
      servicePhone: '400-800-1234',
    }),
  ),
  http.get(path('/api/site/loginProtocol'), () =>
    ok(protocol('用户服务协议', '欢迎使用号卡商城。下单即表示您同意本协议。')),
  ),
  http.get(path('/api/site/iotLoginProtocol'), () =>
    ok(protocol('物联卡服务协议', '物联卡仅限在约定设备中使用，禁止转售。')),
  ),
  http.get(path('/api/site/wxJsSign'), ({ request }) => {
    const url = str(queryOf(request).url);
    if (!isLink(url)) return invalid('url must be an http(s) address');
    return ok({
      appId: 'wx0000000000demo',
      timestamp: Math.floor(Date.now() / 1000),
      nonceStr: 'demoNonce',
      signature: '0'.repeat(40),
    });
  }),
  http.get(path('/api/site/wechatInfo'), ({ request }) => {
    // The demo asks visitors without a promo code to authorise, as a real official account would.
    const promoCode = str(queryOf(request).promoCode);
    return ok({ needLogin: !promoCode, appId: 'wx0000000000demo' });
  }),
  http.get(path('/api/wechat/authorize'), ({ request }) => {
    const q = queryOf(request);
    if (num(q.type) !== 1) return invalid('type must be 1');
    const syncRedirect = str(q.syncRedirect);
    if (!isLink(syncRedirect)) return invalid('syncRedirect must be an http(s) address');
    const url = `https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0000000000demo&redirect_uri=${encodeURIComponent(syncRedirect)}&response_type=code&scope=snsapi_userinfo&state=${encodeURIComponent(str(q.page))}#wechat_redirect`;
    // The browser is sent here (the launch redirects): answer as the real endpoint, with a redirect.
    if (request.headers.get('sec-fetch-mode') === 'navigate') {
      return new Response(null, { status: 302, headers: { Location: url } });
    }
    return ok({ url });
  }),
  http.get(path('/api/site/getWifiCode'), ({ request }) => {
    const entry = db.wifiCodes.get(str(queryOf(request).code));
    return entry ? ok(entry) : invalid('Share code not found or expired');
  }),
  http.post(path('/api/site/wifiCreate'), async ({ request }) => {
    const body = await bodyOf(request);
    const name = str(body.wifiName);
    const pass = typeof body.wifiPass === 'string' ? body.wifiPass : '';
    const type = (str(body.wifiType) || '2.4G') as WifiType;
    if (!name || name.length > 32) return invalid('Network name must be 1-32 characters');
    if (pass && (pass.length < 8 || pass.length > 63))
      return invalid('Password must be 8-63 characters');
    if (!WIFI_TYPES.includes(type)) return invalid('wifiType must be 2.4G or 5G');
    return ok(makeWifiCode(name, pass, type, str(body.wifiEncrypt) || 'WPA2-PSK'));
  }),
  http.get(path('/api/site/getOneCode'), ({ request }) => {
    const code = str(queryOf(request).code);
    if (!code) return invalid('code is required');
    return ok(ONE_CODES);
  }),
  http.get(path('/api/site/generalOneCodeById'), ({ request }) => {
    const entry = ONE_CODES.find((item) => item.id === num(queryOf(request).id));
    return entry ? ok(entry) : invalid('Entry not found');
  }),
  http.post(path('/api/sms/send'), async ({ request }) => {
    const body = await bodyOf(request);
    const mobile = str(body.mobile);
    if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
    if (!['shopLogin', 'bindPhone', 'terminalAuth', 'order'].includes(str(body.scene)))
      return invalid('Unknown scene');
    db.smsCodes.set(mobile, DEMO.smsCode);
    return ok({ expireIn: 300 });
  }),
  http.post(path('/api/site/updateAuthorizeStatus'), async ({ request }) => {
    const body = await bodyOf(request);
    const scanId = str(body.scanId);
    const status = num(body.status);
    if (!db.scans.has(scanId)) return invalid('Scan request not found or expired');
    if (status !== 1 && status !== 2) return invalid('status must be 1 or 2');
    db.scans.set(scanId, status);
    return ok(null);
  }),
  http.post(path('/api/site/checkScanAuthorize'), async ({ request }) => {
    const body = await bodyOf(request);
    const status = db.scans.get(str(body.scanId));
    return ok({ status: status ?? 3 });
  }),
  http.post(path('/api/site/ksUpdateProfile'), () =>
    fail(40001, 'Kuaishou profiles can only be updated inside the Kuaishou mini-program'),
  ),
  http.post(path('/api/dictData/options'), async ({ request }) => {
    const body = await bodyOf(request);
    const types = Array.isArray(body.types) ? body.types.map(str) : [];
    if (!types.length) return invalid('types is required');
    const result: DictOptionsMap = {};
    for (const type of types) result[type] = DICTS[type] ?? [];
    return ok(result);
  }),
  http.get(path('/api/simLoginConfig'), () =>
    ok({
      title: '卡片自助服务',
      logo: '/static/logo.png',
      needAgreeProtocol: true,
      allowDeviceNo: true,
      allowScan: false,
      tips: '请输入卡号、ICCID 或设备号',
    }),
  ),
  http.post(path('/api/simLogin'), async ({ request }) => {
    const body = await bodyOf(request);
    const key = str(body.simNo);
    if (!key) return invalid('Please enter the card number');
    const item = findCard(key);
    if (!item) return invalid('Card not found, please check the number');
    if (item.info.cardPasswordMode === 1 && str(body.password) !== item.password) {
      // As the real backend: a Chinese message, and the card's mode in the data.
      const refusal: SimLoginRefusal = { cardPasswordMode: 1 };
      return envelope(-1, refusal, str(body.password) ? '卡密码错误' : '请输入卡密码');
    }
    return ok({ simNo: item.info.simNo, token: issueToken(item.info.simNo) });
  }),
];
