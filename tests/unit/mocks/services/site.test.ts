import { afterEach, describe, expect, it } from 'vitest';
import { db, DEMO, resetDb } from '@/mocks/db';
import { baseConfig, reportEvent } from '@/mocks/services/config';
import { simLogin } from '@/mocks/services/sim';
import {
  authorizeUrl,
  dictOptions,
  jsSign,
  oneCodeById,
  oneCodes,
  scanStatus,
  setScanStatus,
  wechatInfo,
} from '@/mocks/services/site';
import { sendOrderCode, sendSiteCode } from '@/mocks/services/sms';
import { createWifiShare, wifiShare } from '@/mocks/services/wifi';

describe('the site demo services', () => {
  afterEach(() => resetDb());

  it('sends the demo code for known scenes and order forms only', () => {
    expect(sendSiteCode('1380013', 'shopLogin')).toMatchObject({ ok: false, code: -1 });
    expect(sendSiteCode('13900139000', 'somewhere')).toMatchObject({
      ok: false,
      message: 'Unknown scene',
    });
    expect(db.smsCodes.has('13900139000')).toBe(false);
    expect(sendSiteCode('13900139000', 'bindPhone')).toEqual({ ok: true, data: { expireIn: 300 } });
    expect(db.smsCodes.get('13900139000')).toBe(DEMO.smsCode);
    expect(sendOrderCode('13700137000', 0)).toMatchObject({ message: 'goodsId is required' });
    expect(sendOrderCode('13700137000', 101).ok).toBe(true);
    expect(db.smsCodes.get('13700137000')).toBe(DEMO.smsCode);
  });

  it('logs a card in; a card with a password needs the right one, answered in Chinese', () => {
    expect(simLogin('', '')).toMatchObject({ message: 'Please enter the card number' });
    expect(simLogin('1064899999999', '')).toMatchObject({ ok: false, code: -1 });
    const ordinary = simLogin(DEMO.cards.ordinary, '');
    expect(ordinary.ok && ordinary.data.simNo).toBe(DEMO.cards.ordinary);
    expect(ordinary.ok && db.tokens.get(DEMO.cards.ordinary)).toBe(
      ordinary.ok && ordinary.data.token,
    );
    expect(simLogin(DEMO.cards.password, '')).toEqual({
      ok: false,
      code: -1,
      message: '请输入卡密码',
      data: { cardPasswordMode: 1 },
    });
    expect(simLogin(DEMO.cards.password, '000000')).toMatchObject({ message: '卡密码错误' });
    expect(simLogin(DEMO.cards.password, DEMO.cardPassword).ok).toBe(true);
    // The device number finds the device's card.
    const device = simLogin(DEMO.deviceNo, '');
    expect(device.ok && device.data.simNo).toBe(DEMO.cards.device);
  });

  it('a scan is confirmed or refused once asked; an unknown one reads as expired', () => {
    expect(scanStatus('SCAN-DEMO')).toEqual({ status: 0 });
    expect(setScanStatus('SCAN-DEMO', 3)).toMatchObject({ message: 'status must be 1 or 2' });
    expect(setScanStatus('SCAN-OTHER', 1)).toMatchObject({ ok: false, code: -1 });
    expect(setScanStatus('SCAN-DEMO', 2).ok).toBe(true);
    expect(scanStatus('SCAN-DEMO')).toEqual({ status: 2 });
    expect(scanStatus('SCAN-OTHER')).toEqual({ status: 3 });
  });

  it('creates a Wi-Fi share code from typed-in settings and finds it again', () => {
    expect(createWifiShare('', '', '', '')).toMatchObject({ ok: false, code: -1 });
    expect(createWifiShare('x'.repeat(33), '', '', '').ok).toBe(false);
    expect(createWifiShare('Home', 'short', '', '')).toMatchObject({
      message: 'Password must be 8-63 characters',
    });
    expect(createWifiShare('Home', '', '6G', '')).toMatchObject({
      message: 'wifiType must be 2.4G or 5G',
    });
    const shared = createWifiShare('Home', 'secret123', '', '');
    expect(shared).toMatchObject({
      ok: true,
      data: { wifiType: '2.4G', qrText: 'WIFI:T:WPA;S:Home;P:secret123;;' },
    });
    const open = createWifiShare('Cafe', 'secret123', '5G', 'NONE');
    expect(open.ok && open.data.qrText).toBe('WIFI:T:nopass;S:Cafe;P:secret123;;');
    expect(wifiShare(shared.ok ? shared.data.code : '')).toEqual(shared);
    expect(wifiShare('W99999')).toMatchObject({ ok: false, code: -1 });
  });

  it('answers dictionaries with numbered options, empty for unknown ones', () => {
    expect(dictOptions([])).toMatchObject({ message: 'types is required' });
    const found = dictOptions(['OrderStatusOptions', 'CategoryOptions', 'Nope']);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.data.OrderStatusOptions[0]).toEqual({
      label: '待支付',
      value: 0,
      listClass: 'warning',
    });
    expect(found.data.OrderStatusOptions.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(found.data.CategoryOptions[2]).toEqual({ label: '靓号', value: 3 });
    expect(found.data.Nope).toEqual([]);
  });

  it('lists one-code entries only for a code, and finds one by id', () => {
    expect(oneCodes('')).toMatchObject({ message: 'code is required' });
    const all = oneCodes('DEMO');
    expect(all.ok && all.data.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(oneCodeById(3)).toMatchObject({ ok: true, data: { content: '400-800-1234' } });
    expect(oneCodeById(11)).toMatchObject({ message: 'Entry not found' });
  });

  it('WeChat: signs http(s) pages, sends visitors without a promo code to authorise', () => {
    expect(jsSign('javascript:alert(1)', 0).ok).toBe(false);
    expect(jsSign('https://shop.example.com/', 1_700_000_000_999)).toMatchObject({
      data: { timestamp: 1_700_000_000 },
    });
    expect(wechatInfo('').needLogin).toBe(true);
    expect(wechatInfo(DEMO.agentPromoCode).needLogin).toBe(false);
    expect(authorizeUrl(3, 'https://a.example.com/', '')).toMatchObject({
      message: 'type must be 1 or 2',
    });
    expect(authorizeUrl(1, '/back', '')).toMatchObject({ ok: false, code: -1 });
    // Both the login (1) and the binding (2) go to the demo's own consent page, never to WeChat's
    // server (which a demo cannot reach), carrying the way back and the shop's state.
    for (const type of [1, 2]) {
      const url = authorizeUrl(type, 'https://a.example.com/shop/#/p?x=1', 'ab12');
      expect(url.ok).toBe(true);
      const sent = new URL(url.ok ? url.data : '', 'https://a.example.com');
      expect(sent.pathname).toBe('/api/__demo/wechat/authorize');
      expect(Object.fromEntries(sent.searchParams)).toEqual({
        type: String(type),
        syncRedirect: 'https://a.example.com/shop/#/p?x=1',
        state: 'ab12',
      });
    }
  });

  it("names the shop after a known agent's promo code, falls back for an unknown one", () => {
    const official = baseConfig('NOBODY', '/img');
    expect(official).toMatchObject({ promoCode: '', promoName: '官方直营', isAgent: false });
    expect(official.front.title).toBe('号卡商城');
    expect(official.domain).toBe('/img');
    const agent = baseConfig('AGENT011', '/img');
    expect(agent).toMatchObject({ promoCode: 'AGENT011', inviteCode: 'INV-AGENT011' });
    expect(agent.front).toMatchObject({ title: '华南一级代理号卡商城', indexFirstGroup: 1 });
    expect(baseConfig(DEMO.agentPromoCode, '/img')).toMatchObject({
      isAgent: true,
      promoCode: DEMO.agentPromoCode,
    });
  });

  it('takes tracking events in lower-case snake case only', () => {
    expect(reportEvent('page_view')).toEqual({ ok: true, data: null });
    expect(reportEvent('PageView')).toMatchObject({ ok: false, message: 'event is required' });
    expect(reportEvent('x')).toMatchObject({ ok: false });
  });
});
