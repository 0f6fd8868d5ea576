import { http } from 'msw';
import { baseConfig, GENERIC_CONFIG, reportEvent } from '../services/config';
import { sendOrderCode } from '../services/sms';
import { DEMO_IMAGE_BASE } from './images';
import { answer, bodyOf, num, ok, path, queryOf, str } from './util';

/** The shop's configuration, tracking events and the order form's SMS code. */
export const hkHandlers = [
  http.get(path('/api/hk/baseConfig'), ({ request }) =>
    ok(baseConfig(str(queryOf(request).promoCode), DEMO_IMAGE_BASE)),
  ),
  http.get(path('/api/hk/genericConfig'), () => ok(GENERIC_CONFIG)),
  http.post(path('/api/hk/pointReport'), async ({ request }) =>
    answer(reportEvent(str((await bodyOf(request)).event))),
  ),
  http.post(path('/api/hk/sendCode'), async ({ request }) => {
    const body = await bodyOf(request);
    return answer(sendOrderCode(str(body.mobile), num(body.goodsId)));
  }),
];
