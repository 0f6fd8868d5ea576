import { http, HttpResponse } from 'msw';
import * as site from '@/api/declarations/site';
import { htmlResponse as html, languageOf } from '../demoPage';
import { invalidConsentPage, wechatConsentPage } from '../wechatConsentPage';
import {
  authorisationRequest,
  authorisationReturn,
  DEMO_WECHAT_AUTHORIZE,
  issueCode,
  wechatLogin,
} from '../services/oauth';
import * as siteData from '../services/site';
import { simLogin } from '../services/sim';
import { sendSiteCode } from '../services/sms';
import { createWifiShare, wifiShare } from '../services/wifi';
import { answer, bodyOf, fail, num, ok, okFor, on, path, queryOf, str } from './util';

const sessionOf = (request: Request) => request.headers.get('Session-ID') ?? '';

/** Site settings, protocols, WeChat, Wi-Fi share codes, one-code QRs, SMS and card login. */
export const siteHandlers = [
  on(site.getSiteConfig, () => okFor(site.getSiteConfig, siteData.SITE_CONFIG)),
  on(site.getLoginProtocol, () => okFor(site.getLoginProtocol, siteData.SHOP_PROTOCOL)),
  on(site.getIotLoginProtocol, () => okFor(site.getIotLoginProtocol, siteData.CARD_PROTOCOL)),
  on(site.getWxJsSign, ({ request }) =>
    answer(siteData.jsSign(str(queryOf(request).url), Date.now())),
  ),
  on(site.getWechatInfo, ({ request }) =>
    okFor(
      site.getWechatInfo,
      siteData.wechatInfo(str(queryOf(request).promoCode), sessionOf(request)),
    ),
  ),
  on(site.getWechatAuthorize, ({ request }) => {
    const q = queryOf(request);
    const url = siteData.authorizeUrl(num(q.type), str(q.syncRedirect), str(q.state));
    if (!url.ok) return answer(url);
    // The browser is sent here (the launch redirects): answer as the real endpoint, with a redirect.
    if (request.headers.get('sec-fetch-mode') === 'navigate') {
      return new Response(null, { status: 302, headers: { Location: url.data } });
    }
    return okFor(site.getWechatAuthorize, { url: url.data });
  }),
  on(site.wechatLogin, async ({ request }) =>
    answer(wechatLogin(sessionOf(request), str((await bodyOf(request)).code))),
  ),
  // The demo's stand-in for WeChat's authorisation page (a demo cannot reach WeChat's).
  http.get(path(DEMO_WECHAT_AUTHORIZE), ({ request }) => {
    const q = queryOf(request);
    const lang = languageOf(request);
    const consent = authorisationRequest(num(q.type), str(q.syncRedirect), str(q.state));
    if (!consent.ok) return html(invalidConsentPage(lang), 400);
    return html(wechatConsentPage(lang, consent.data, DEMO_WECHAT_AUTHORIZE));
  }),
  http.post(path(DEMO_WECHAT_AUTHORIZE), async ({ request }) => {
    const body = await bodyOf(request);
    const consent = authorisationRequest(num(body.type), str(body.syncRedirect), str(body.state));
    if (!consent.ok) return html(invalidConsentPage(languageOf(request)), 400);
    // Allowed: back with a code and the state; declined: with the state alone, as WeChat does.
    const code = str(body.action) === 'allow' ? issueCode(Date.now()) : undefined;
    const back = authorisationReturn(consent.data.syncRedirect, {
      code,
      state: consent.data.state,
    });
    return new HttpResponse(null, { status: 303, headers: { location: back } });
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
