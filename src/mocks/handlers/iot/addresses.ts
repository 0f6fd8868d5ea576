import { http } from 'msw';
import * as addresses from '../../services/addresses';
import { answer, bodyOf, num, ok, path, str, withCard } from '../util';

/** The card's delivery addresses (points shop). */
export const addressHandlers = [
  http.get(
    path('/api/iot/simAddressList'),
    withCard((card) => ok(addresses.listAddresses(card))),
  ),
  http.post(
    path('/api/iot/setSimAddress'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        addresses.saveAddress(card, {
          id: num(body.id),
          name: str(body.name),
          mobile: str(body.mobile),
          provinceCode: str(body.provinceCode),
          cityCode: str(body.cityCode),
          countyCode: str(body.countyCode),
          detail: str(body.detail),
          isDefault: body.isDefault === true || body.isDefault === 'true' || body.isDefault === 1,
        }),
      );
    }),
  ),
  http.post(
    path('/api/iot/delSimAddress'),
    withCard(async (card, request) =>
      answer(addresses.deleteAddress(card, num((await bodyOf(request)).id))),
    ),
  ),
  http.post(
    path('/api/iot/setDefaultSimAddress'),
    withCard(async (card, request) =>
      answer(addresses.setDefaultAddress(card, num((await bodyOf(request)).id))),
    ),
  ),
];
