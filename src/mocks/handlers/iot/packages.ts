import { http } from 'msw';
import * as packages from '../../services/packages';
import { answer, bodyOf, num, ok, path, queryOf, str, withCard } from '../util';

/** Packages: the shop with its flash sales, buying, auto-renewal, volume package, usage. */
export const packageHandlers = [
  http.get(
    path('/api/iot/packageChoose'),
    withCard(() => ok(packages.packageChoice())),
  ),
  http.get(
    path('/api/iot/packageDetails'),
    withCard((card, request) => answer(packages.packageDetail(card, num(queryOf(request).id)))),
  ),
  http.post(
    path('/api/iot/buyPackage'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        packages.buyPackage(card, {
          packageId: num(body.packageId),
          payType: str(body.payType),
          effectMode: num(body.effectMode, 1),
          userCouponId: num(body.userCouponId),
          payPassword: str(body.payPassword),
        }),
      );
    }),
  ),
  http.get(
    path('/api/iot/renewPackageOption'),
    withCard((card) => ok(packages.renewOptions(card))),
  ),
  http.post(
    path('/api/iot/simUpdateRenewPackage'),
    withCard(async (card, request) =>
      answer(packages.setRenewPackage(card, num((await bodyOf(request)).packageId))),
    ),
  ),
  http.post(
    path('/api/iot/closeVolumePackage'),
    withCard((card) => answer(packages.closeVolumePackage(card))),
  ),
  http.get(
    path('/api/iot/simHistoryLine'),
    withCard((card, request) => ok(packages.usageHistory(card, num(queryOf(request).days, 7)))),
  ),
];
