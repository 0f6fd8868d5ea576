import type { SimInfo, SimLayoutMenu } from '@/api/types';
import type { HomeCard } from '@/components/iot/home/homeCard';
import type { SimStatusTipKind } from '@/components/iot/home/SimStatusTips';
import { maskPhone } from '@/lib/phoneMask';

/** The fields of the card information that raise alerts. */
export type SimStatusFields = Pick<
  SimInfo,
  | 'cancelStatus'
  | 'replaceStatus'
  | 'arrearsBalance'
  | 'simStatus'
  | 'needAuth'
  | 'needPlatformAuth'
  | 'needBuyCoupon'
  | 'needBuyPackage'
  | 'bindPhoneMode'
  | 'mobile'
  | 'sourceType'
  | 'onlineStatus'
>;

/** The alerts a card raises, in order of urgency. */
export function simStatusTipKinds(
  sim: Partial<SimStatusFields> | null | undefined,
): SimStatusTipKind[] {
  if (!sim) return [];
  const kinds: SimStatusTipKind[] = [];
  if (sim.cancelStatus === 2) kinds.push('cancelled');
  else if (sim.cancelStatus === 1) kinds.push('cancelling');
  if (sim.replaceStatus === 1) kinds.push('replacing');
  if (Number(sim.arrearsBalance) > 0) kinds.push('arrears');
  else if (sim.simStatus === 2) kinds.push('suspended');
  if (sim.needAuth) kinds.push('realName');
  if (sim.needPlatformAuth) kinds.push('platformAuth');
  if (sim.needBuyCoupon) kinds.push('needCoupon');
  if (sim.needBuyPackage) kinds.push('needPackage');
  if (sim.bindPhoneMode === 2 && !sim.mobile) kinds.push('bindPhone');
  if (sim.sourceType === 2 && sim.onlineStatus === 0) kinds.push('offline');
  return kinds;
}

/** What the card home shows of a card information (GET /api/iot/simInfo); missing fields stay out. */
export function homeCard(sim: Partial<SimInfo> | null | undefined): HomeCard {
  const card: Partial<SimInfo> = sim ?? {};
  return {
    header: {
      simNo: card.simNo,
      deviceNo: card.deviceNo,
      sourceType: card.sourceType,
      operatorType: card.operatorType ?? 4,
      balance: card.balance ?? 0,
      vipName: card.vipOrder && card.vipOrder.validTag === 1 ? card.vipOrder.vipName : null,
    },
    alerts: simStatusTipKinds(card),
    arrearsBalance: card.arrearsBalance,
    flow: {
      useFlow: card.useFlow,
      totalFlow: card.totalFlow,
      surplusFlow: card.surplusFlow,
      surplusUnit: card.surplusUnit,
      dayUseFlow: card.dayUseFlow,
      monthUseFlow: card.monthUseFlow,
      isInfiniteFlow: card.isInfiniteFlow,
      status: card.status,
      endAt: card.endAt,
    },
    warranty: {
      warrantyExpireDate: card.warrantyExpireDate,
      warrantyExpireTag: card.warrantyExpireTag,
      warrantyContent: card.warrantyContent,
    },
    details: {
      iccid: card.iccid,
      imei: card.imei,
      apn: card.apn,
      operatorName: card.operatorTypeName,
      mobile: maskPhone(card.mobile),
      integral: card.integral,
      couponCoin: card.couponCoin,
    },
    breakRule:
      Number(card.breakRuleId) > 0
        ? {
            title: card.breakPopupAttr?.title,
            image: card.breakPopupAttr?.image,
            buttonText: card.breakPopupAttr?.buttonText,
            buttonLink: card.breakPopupAttr?.buttonLink,
            breakTips: card.breakTips,
            breakNoClose: card.breakNoClose,
            breakRemoveAt: card.breakRemoveAt,
            allowRemoveBreak: card.allowRemoveBreak,
          }
        : null,
  };
}

/**
 * The break popup's button link as a menu entry, so it opens as a layout menu does (and through the
 * same checks): an http(s) address in the web view, anything else with a scheme refused as an
 * invalid link, a page path in the app (unknown pages refused). Null for an empty link.
 */
export function breakLinkMenu(link: string | null | undefined, title = ''): SimLayoutMenu | null {
  const text = typeof link === 'string' ? link.trim() : '';
  if (!text) return null;
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(text)) return { type: 'url', title, icon: '', url: text };
  return { type: 'page', title, icon: '', path: text.startsWith('/') ? text : `/${text}` };
}
