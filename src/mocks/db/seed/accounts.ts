/** Demo logins (also in the README). */
export const DEMO = {
  shopMobile: '13800138000',
  smsCode: '123456',
  cards: {
    ordinary: '1064800000001',
    arrears: '1064800000002',
    breakRule: '1064800000003',
    needsRealName: '1064800000004',
    vip: '1064800000005',
    infiniteFlow: '1064800000006',
    device: '1064800000007',
    password: '1064800000008',
    cancelled: '1064800000009',
  },
  deviceNo: 'MF8600000007',
  cardPassword: '888888',
  vipPayPassword: '135790',
  agentPromoCode: 'AGENT001',
} as const;

export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
