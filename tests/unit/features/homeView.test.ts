import { describe, expect, it } from 'vitest';
import type { SimInfo } from '@/api/types';
import { homeCard, simStatusTipKinds } from '@/features/iot/home/homeView';

const card: SimInfo = {
  simNo: '1440123456789',
  iccid: '89860412345678901234',
  imei: '865432109876543',
  mobile: '13812345678',
  apn: 'cmiot',
  balance: 36.5,
  integral: 1280,
  couponCoin: 15,
  operatorType: 2,
  operatorTypeName: 'China Unicom',
  totalFlow: 10240,
  useFlow: 3584,
  surplusFlow: 6656,
  surplusUnit: 'MB',
  dayUseFlow: 120.5,
  monthUseFlow: 3584,
  isInfiniteFlow: false,
  status: 1,
  endAt: '2027-03-31 23:59:59',
  warrantyExpireDate: '2027-06-30',
  warrantyExpireTag: '1 year',
  warrantyContent: '<p>Free replacement</p>',
  sourceType: 1,
};

describe('what the card home shows of a card', () => {
  it('takes the header, flow, warranty and details from the card information', () => {
    expect(homeCard(card)).toEqual({
      header: {
        simNo: '1440123456789',
        deviceNo: undefined,
        sourceType: 1,
        operatorType: 2,
        balance: 36.5,
        vipName: null,
      },
      alerts: [],
      arrearsBalance: undefined,
      flow: {
        useFlow: 3584,
        totalFlow: 10240,
        surplusFlow: 6656,
        surplusUnit: 'MB',
        dayUseFlow: 120.5,
        monthUseFlow: 3584,
        isInfiniteFlow: false,
        status: 1,
        endAt: '2027-03-31 23:59:59',
      },
      warranty: {
        warrantyExpireDate: '2027-06-30',
        warrantyExpireTag: '1 year',
        warrantyContent: '<p>Free replacement</p>',
      },
      details: {
        iccid: '89860412345678901234',
        imei: '865432109876543',
        apn: 'cmiot',
        operatorName: 'China Unicom',
        mobile: '138****5678',
        integral: 1280,
        couponCoin: 15,
      },
      breakRule: null,
    });
  });

  it('falls back to a mobile card with no balance when nothing is known', () => {
    for (const sim of [null, undefined, {}]) {
      const view = homeCard(sim);
      expect(view.header).toMatchObject({ operatorType: 4, balance: 0, vipName: null });
      expect(view.alerts).toEqual([]);
      expect(view.details?.mobile).toBe('');
      expect(view.breakRule).toBeNull();
    }
  });

  it('names the VIP only while it is valid', () => {
    const vipOrder = { vipName: 'Gold member', validTag: 1 } as SimInfo['vipOrder'];
    expect(homeCard({ ...card, vipOrder }).header?.vipName).toBe('Gold member');
    const expired = { vipName: 'Gold member', validTag: 0 } as SimInfo['vipOrder'];
    expect(homeCard({ ...card, vipOrder: expired }).header?.vipName).toBeNull();
  });

  it('shows a break rule only when the card has one, with the popup attributes of the rule', () => {
    expect(homeCard({ ...card, breakRuleId: 0, breakTips: 'old' }).breakRule).toBeNull();
    expect(
      homeCard({
        ...card,
        breakRuleId: 7,
        breakTips: 'Not allowed in this device',
        breakNoClose: true,
        breakRemoveAt: '2026-11-23 10:00:00',
        allowRemoveBreak: false,
        breakPopupAttr: { title: 'Restricted', buttonText: '', buttonLink: '', image: '' },
      }).breakRule,
    ).toEqual({
      title: 'Restricted',
      breakTips: 'Not allowed in this device',
      breakNoClose: true,
      breakRemoveAt: '2026-11-23 10:00:00',
      allowRemoveBreak: false,
      image: '',
      buttonText: '',
      buttonLink: '',
    });
  });

  it('carries the arrears amount beside its alert', () => {
    const view = homeCard({ ...card, arrearsBalance: 12.3, simStatus: 2 });
    expect(view.alerts).toEqual(['arrears']);
    expect(view.arrearsBalance).toBe(12.3);
  });
});

describe('card alerts', () => {
  it('lists the alerts in order of urgency', () => {
    expect(
      simStatusTipKinds({
        cancelStatus: 1,
        replaceStatus: 1,
        simStatus: 2,
        needAuth: true,
        needPlatformAuth: true,
        needBuyCoupon: true,
        needBuyPackage: true,
        bindPhoneMode: 2,
        mobile: '',
        sourceType: 2,
        onlineStatus: 0,
      }),
    ).toEqual([
      'cancelling',
      'replacing',
      'suspended',
      'realName',
      'platformAuth',
      'needCoupon',
      'needPackage',
      'bindPhone',
      'offline',
    ]);
  });

  it('puts a cancelled card before everything and arrears before a suspension', () => {
    expect(simStatusTipKinds({ cancelStatus: 2, arrearsBalance: 5, simStatus: 2 })).toEqual([
      'cancelled',
      'arrears',
    ]);
  });

  it('asks for a phone only when binding is required and none is bound', () => {
    expect(simStatusTipKinds({ bindPhoneMode: 2, mobile: '13812345678' })).toEqual([]);
    expect(simStatusTipKinds({ bindPhoneMode: 1, mobile: '' })).toEqual([]);
    expect(simStatusTipKinds(null)).toEqual([]);
  });
});
