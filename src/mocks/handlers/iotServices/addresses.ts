import * as points from '@/api/declarations/points';
import * as addresses from '../../services/addresses';
import { answer, bodyOf, num, okFor, on, str, withCard } from '../util';

/** The card's delivery addresses (points shop). */
export const addressHandlers = [
  on(
    points.getSimAddressList,
    withCard((card) => okFor(points.getSimAddressList, addresses.listAddresses(card))),
  ),
  on(
    points.setSimAddress,
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
  on(
    points.delSimAddress,
    withCard(async (card, request) =>
      answer(addresses.deleteAddress(card, num((await bodyOf(request)).id))),
    ),
  ),
  on(
    points.setDefaultSimAddress,
    withCard(async (card, request) =>
      answer(addresses.setDefaultAddress(card, num((await bodyOf(request)).id))),
    ),
  ),
];
