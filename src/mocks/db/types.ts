import type {
  BalanceLog,
  BalanceOrder,
  CouponCoinLog,
  CouponExchangeItem,
  DownstreamAgent,
  GoodsGroup,
  IntegralLog,
  NumberItem,
  PointsGoods,
  PointsOrder,
  ShopOrder,
  SimAddress,
  SimInfo,
  SimOauth,
  SimPackageOrder,
  UserCoupon,
  WifiCode,
} from '@/api/types';

/** One card of the demo with its server-side state. */
export interface DemoCard {
  id: number;
  info: SimInfo;
  layoutId: number;
  /** Login password (cardPasswordMode 1). */
  password: string;
  payPassword: string;
  renewPackageId: number;
  addresses: SimAddress[];
  packageOrders: SimPackageOrder[];
  balanceOrders: BalanceOrder[];
  balanceLogs: BalanceLog[];
  integralLogs: IntegralLog[];
  couponCoinLogs: CouponCoinLog[];
  coupons: UserCoupon[];
  pointsOrders: PointsOrder[];
  signedOn: string;
  signDays: number;
  oauths: SimOauth[];
}

/** The demo database: everything that changes lives here, and reset() restores the seed. */
export interface DemoDb {
  numbers: NumberItem[];
  goods: GoodsGroup[];
  cards: DemoCard[];
  /** sim number to its current token. */
  tokens: Map<string, string>;
  /** Session-ID to the logged-in shop mobile. */
  shopSessions: Map<string, string>;
  /** mobile to the last SMS code sent. */
  smsCodes: Map<string, string>;
  /** number id to the Session-ID holding it. */
  numberHolds: Map<number, { sessionId: string; until: number }>;
  shopOrders: ShopOrder[];
  agents: DownstreamAgent[];
  pointsGoods: PointsGoods[];
  exchangeItems: CouponExchangeItem[];
  /** Wi-Fi share codes by code. */
  wifiCodes: Map<string, WifiCode>;
  /** Scan-to-authorise requests by id: 0 waiting, 1 done, 2 refused. */
  scans: Map<string, 0 | 1 | 2>;
  nextId: number;
  tokenCounter: number;
}
