import * as shop from '@/api/declarations/shop';
import * as numbers from '../../services/numbers';
import { answer, bodyOf, num, ok, okFor, paginate, on, queryOf, str } from '../util';

const sessionOf = (request: Request) => request.headers.get('Session-ID') ?? '';

/** Phone numbers: the lists, holding one for 15 minutes, remarks. */
export const numberHandlers = [
  on(shop.getNumberList, ({ request }) => {
    const q = queryOf(request);
    const sessionId = sessionOf(request);
    const found = numbers.searchNumbers({
      operatorType: num(q.operatorType, 0),
      provinceCode: str(q.provinceCode),
      cityCode: str(q.cityCode),
      keyword: str(q.keyword),
      pattern: str(q.pattern),
      pretty: str(q.pretty),
      fast: str(q.fast),
      priceMin: num(q.priceMin, 0),
      priceMax: num(q.priceMax, Infinity),
    });
    if (!found.ok) return answer(found);
    const now = Date.now();
    const page = paginate(found.data, q);
    return okFor(shop.getNumberList, {
      ...page,
      list: page.list.map((item) => numbers.numberView(item, sessionId, now)),
    });
  }),
  on(shop.reserveNumber, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(numbers.reserveNumber(num(body.numberId), sessionOf(request)));
  }),
  on(shop.releaseNumber, async ({ request }) => {
    const body = await bodyOf(request);
    numbers.releaseNumber(num(body.numberId), request.headers.get('Session-ID') ?? '');
    return ok(null);
  }),
  on(shop.getNumberDetails, ({ request }) =>
    answer(numbers.numberDetail(num(queryOf(request).id), sessionOf(request))),
  ),
  on(shop.getMyHolds, ({ request }) =>
    okFor(shop.getMyHolds, numbers.heldNumbers(sessionOf(request))),
  ),
  on(shop.saveNumberRemark, async ({ request }) => {
    const body = await bodyOf(request);
    const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
    return answer(numbers.remarkNumber(num(body.numberId), sessionOf(request), remark));
  }),
];
