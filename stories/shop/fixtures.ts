import type { GoodsItem } from '../../src/domain/goods';
import type { NumberItem } from '../../src/domain/numbers';
import type { Logistics, ShopOrder } from '../../src/domain/order';
import type { DownstreamAgent } from '../../src/domain/site';

export const goods: GoodsItem = {
  id: 101,
  groupId: 1,
  name: 'Mobile Star card 29 yuan 100 GB',
  image: '',
  tags: ['First month free', 'Pick your number'],
  operatorType: 4,
  operatorName: 'China Mobile',
  category: 1,
  selectMode: 5,
  monthlyFee: 29,
  originalFee: 59,
  discountMonths: 12,
  generalFlow: 70,
  directedFlow: 30,
  callMinutes: 100,
  needSmsCode: true,
  needIdPhotos: false,
  formFields: [
    { name: 'school', label: 'School or employer (optional)', type: 'text', required: false },
  ],
  stock: 999,
  sales: 35210,
  deliveryProvinces: [],
  minAge: 16,
  maxAge: 60,
  detail: '<p>First month free, then billed monthly.</p>',
};

export const number: NumberItem = {
  id: 7,
  mobile: '13812348888',
  operatorType: 4,
  operatorName: 'China Mobile',
  provinceCode: '440000',
  province: 'Guangdong',
  cityCode: '440300',
  city: 'Shenzhen',
  pattern: '888',
  pretty: true,
  price: 688,
  minConsume: 59,
  prestore: 100,
  goodsId: 202,
  reserved: false,
  reservedUntil: '',
  fast: true,
};

export const order: ShopOrder = {
  id: 5002,
  orderSn: 'SO202611210002',
  goodsId: 202,
  goodsName: 'Premium vanity package 59 yuan',
  goodsImage: '',
  mobile: '13888886666',
  name: 'Zhang San',
  contactMobile: '13800138000',
  address: 'Room 101, Building 1, Science Park South, Nanshan, Shenzhen, Guangdong',
  payMoney: 588,
  status: 0,
  expressName: '',
  expressNo: '',
  createdAt: '2026-11-21T10:00:00.000Z',
};

export const logistics: Logistics = {
  expressName: 'SF Express',
  expressNo: 'SF1234567890',
  state: 1,
  traces: [
    { time: '2026-11-22T08:00:00.000Z', context: 'Courier is delivering the parcel in Nanshan' },
    { time: '2026-11-21T10:00:00.000Z', context: 'Left the Shenzhen sorting centre' },
    { time: '2026-11-20T10:00:00.000Z', context: 'Picked up in Guangzhou' },
  ],
};

export const agents: DownstreamAgent[] = [
  { id: 11, name: 'South China agent', promoCode: 'AGENT011', direct: true, markup: 5 },
  { id: 12, name: 'East China agent', promoCode: 'AGENT012', direct: true, markup: 0 },
  { id: 21, name: 'Shenzhen sub-agent', promoCode: 'AGENT021', direct: false, markup: 3 },
];

/** A fixed clock for stories with countdowns. */
export const NOW = Date.parse('2026-11-22T10:00:00.000Z');
