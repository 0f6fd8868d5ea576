import * as hk from '@/api/declarations/hk';
import { baseConfig, GENERIC_CONFIG, reportEvent } from '../services/config';
import { sendOrderCode } from '../services/sms';
import { DEMO_IMAGE_BASE } from './images';
import { answer, bodyOf, num, okFor, on, queryOf, str } from './util';

/** The shop's configuration, tracking events and the order form's SMS code. */
export const hkHandlers = [
  on(hk.getBaseConfig, ({ request }) =>
    okFor(hk.getBaseConfig, baseConfig(str(queryOf(request).promoCode), DEMO_IMAGE_BASE)),
  ),
  on(hk.getGenericConfig, () => okFor(hk.getGenericConfig, GENERIC_CONFIG)),
  on(hk.pointReport, async ({ request }) =>
    answer(reportEvent(str((await bodyOf(request)).event))),
  ),
  on(hk.sendOrderCode, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(sendOrderCode(str(body.mobile), num(body.goodsId)));
  }),
];
