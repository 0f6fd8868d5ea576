import * as site from '@/api/declarations/site';
import * as siteData from '../services/site';
import { simLogin } from '../services/sim';
import { sendSiteCode } from '../services/sms';
import { createWifiShare, wifiShare } from '../services/wifi';
import { answer, bodyOf, fail, num, ok, okFor, on, queryOf, str } from './util';

/** Site settings, protocols, WeChat, Wi-Fi share codes, one-code QRs, SMS and card login. */
export const siteHandlers = [
  on(site.getSiteConfig, () => okFor(site.getSiteConfig, siteData.SITE_CONFIG)),
  on(site.getLoginProtocol, () => okFor(site.getLoginProtocol, siteData.SHOP_PROTOCOL)),
  on(site.getIotLoginProtocol, () => okFor(site.getIotLoginProtocol, siteData.CARD_PROTOCOL)),
  on(site.getWxJsSign, ({ request }) =>
    answer(siteData.jsSign(str(queryOf(request).url), Date.now())),
  ),
  on(site.getWechatInfo, ({ request }) =>
    okFor(site.getWechatInfo, siteData.wechatInfo(str(queryOf(request).promoCode))),
  ),
  on(site.getWechatAuthorize, ({ request }) => {
    const q = queryOf(request);
    const url = siteData.authorizeUrl(num(q.type), str(q.syncRedirect), str(q.page));
    if (!url.ok) return answer(url);
    // The browser is sent here (the launch redirects): answer as the real endpoint, with a redirect.
    if (request.headers.get('sec-fetch-mode') === 'navigate') {
      return new Response(null, { status: 302, headers: { Location: url.data } });
    }
    return okFor(site.getWechatAuthorize, { url: url.data });
  }),
  on(site.getWifiCode, ({ request }) => answer(wifiShare(str(queryOf(request).code)))),
  on(site.createSiteWifi, async ({ request }) => {
    const body = await bodyOf(request);
    const pass = typeof body.wifiPass === 'string' ? body.wifiPass : '';
    return answer(
      createWifiShare(str(body.wifiName), pass, str(body.wifiType), str(body.wifiEncrypt)),
    );
  }),
  on(site.getOneCode, ({ request }) => answer(siteData.oneCodes(str(queryOf(request).code)))),
  on(site.getOneCodeById, ({ request }) => answer(siteData.oneCodeById(num(queryOf(request).id)))),
  on(site.sendSms, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(sendSiteCode(str(body.mobile), str(body.scene)));
  }),
  on(site.updateAuthorizeStatus, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(siteData.setScanStatus(str(body.scanId), num(body.status)));
  }),
  on(site.checkScanAuthorize, async ({ request }) =>
    ok(siteData.scanStatus(str((await bodyOf(request)).scanId))),
  ),
  on(site.ksUpdateProfile, () =>
    fail(40001, 'Kuaishou profiles can only be updated inside the Kuaishou mini-program'),
  ),
  on(site.getDictOptions, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(siteData.dictOptions(Array.isArray(body.types) ? body.types.map(str) : []));
  }),
  on(site.getSimLoginConfig, () => okFor(site.getSimLoginConfig, siteData.SIM_LOGIN_CONFIG)),
  on(site.simLogin, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(simLogin(str(body.simNo), str(body.password)));
  }),
];
