import * as iot from '@/api/declarations/iot';
import * as packages from '../../services/packages';
import { answer, bodyOf, num, okFor, on, queryOf, str, withCard } from '../util';
import { payInput, withJsapi } from '../../services/billing';

/** Packages: the shop with its flash sales, buying, auto-renewal, volume package, usage. */
export const packageHandlers = [
  on(
    iot.getPackageChoose,
    withCard(() => okFor(iot.getPackageChoose, packages.packageChoice())),
  ),
  on(
    iot.getPackageDetails,
    withCard((card, request) => answer(packages.packageDetail(card, num(queryOf(request).id)))),
  ),
  on(
    iot.buyPackage,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        withJsapi(
          packages.buyPackage(card, {
            packageId: num(body.packageId),
            payType: str(body.payType),
            effectMode: num(body.effectMode, 1),
            userCouponId: num(body.userCouponId),
            payPassword: str(body.payPassword),
          }),
          payInput(body),
        ),
      );
    }),
  ),
  on(
    iot.getRenewPackageOption,
    withCard((card) => okFor(iot.getRenewPackageOption, packages.renewOptions(card))),
  ),
  on(
    iot.simUpdateRenewPackage,
    withCard(async (card, request) =>
      answer(packages.setRenewPackage(card, num((await bodyOf(request)).packageId))),
    ),
  ),
  on(
    iot.closeVolumePackage,
    withCard((card) => answer(packages.closeVolumePackage(card))),
  ),
  on(
    iot.getSimHistoryLine,
    withCard((card, request) =>
      okFor(iot.getSimHistoryLine, packages.usageHistory(card, num(queryOf(request).days, 7))),
    ),
  ),
];
