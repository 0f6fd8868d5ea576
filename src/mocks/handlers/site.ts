import { http } from 'msw';
import * as site from '../services/site';
import { simLogin } from '../services/sim';
import { sendSiteCode } from '../services/sms';
import { createWifiShare, wifiShare } from '../services/wifi';
import { answer, bodyOf, fail, num, ok, path, queryOf, str } from './util';

/** Site settings, protocols, WeChat, Wi-Fi share codes, one-code QRs, SMS and card login. */
export const siteHandlers = [
  http.get(path('/api/site/config'), () => ok(site.SITE_CONFIG)),
  http.get(path('/api/site/loginProtocol'), () => ok(site.SHOP_PROTOCOL)),
  http.get(path('/api/site/iotLoginProtocol'), () => ok(site.CARD_PROTOCOL)),
  http.get(path('/api/site/wxJsSign'), ({ request }) =>
    answer(site.jsSign(str(queryOf(request).url), Date.now())),
  ),
  http.get(path('/api/site/wechatInfo'), ({ request }) =>
    ok(site.wechatInfo(str(queryOf(request).promoCode))),
  ),
  http.get(path('/api/wechat/authorize'), ({ request }) => {
    const q = queryOf(request);
    const url = site.authorizeUrl(num(q.type), str(q.syncRedirect), str(q.page));
    if (!url.ok) return answer(url);
    // The browser is sent here (the launch redirects): answer as the real endpoint, with a redirect.
    if (request.headers.get('sec-fetch-mode') === 'navigate') {
      return new Response(null, { status: 302, headers: { Location: url.data } });
    }
    return ok({ url: url.data });
  }),
  http.get(path('/api/site/getWifiCode'), ({ request }) =>
    answer(wifiShare(str(queryOf(request).code))),
  ),
  http.post(path('/api/site/wifiCreate'), async ({ request }) => {
    const body = await bodyOf(request);
    const pass = typeof body.wifiPass === 'string' ? body.wifiPass : '';
    return answer(
      createWifiShare(str(body.wifiName), pass, str(body.wifiType), str(body.wifiEncrypt)),
    );
  }),
  http.get(path('/api/site/getOneCode'), ({ request }) =>
    answer(site.oneCodes(str(queryOf(request).code))),
  ),
  http.get(path('/api/site/generalOneCodeById'), ({ request }) =>
    answer(site.oneCodeById(num(queryOf(request).id))),
  ),
  http.post(path('/api/sms/send'), async ({ request }) => {
    const body = await bodyOf(request);
    return answer(sendSiteCode(str(body.mobile), str(body.scene)));
  }),
  http.post(path('/api/site/updateAuthorizeStatus'), async ({ request }) => {
    const body = await bodyOf(request);
    return answer(site.setScanStatus(str(body.scanId), num(body.status)));
  }),
  http.post(path('/api/site/checkScanAuthorize'), async ({ request }) =>
    ok(site.scanStatus(str((await bodyOf(request)).scanId))),
  ),
  http.post(path('/api/site/ksUpdateProfile'), () =>
    fail(40001, 'Kuaishou profiles can only be updated inside the Kuaishou mini-program'),
  ),
  http.post(path('/api/dictData/options'), async ({ request }) => {
    const body = await bodyOf(request);
    return answer(site.dictOptions(Array.isArray(body.types) ? body.types.map(str) : []));
  }),
  http.get(path('/api/simLoginConfig'), () => ok(site.SIM_LOGIN_CONFIG)),
  http.post(path('/api/simLogin'), async ({ request }) => {
    const body = await bodyOf(request);
    return answer(simLogin(str(body.simNo), str(body.password)));
  }),
];
