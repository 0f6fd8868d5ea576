import type { Logistics } from '../../src/domain/order';
import type {
  PointsGoods,
  PointsOrder,
  SimAddress,
  StorePoint,
  TaskCenter,
} from '../../src/domain/points';

const svgData = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A product picture: a soft tile with a simple shape, so baselines do not depend on a server. */
export const picture = (color: string) =>
  svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${color}"/><circle cx="50" cy="50" r="26" fill="#fff" opacity="0.7"/></svg>`,
  );

export const GOODS: PointsGoods[] = [
  {
    id: 1,
    name: '品牌数据线',
    image: picture('#8ecae6'),
    images: [],
    integral: 300,
    money: 0,
    marketPrice: 29,
    stock: 50,
    sales: 210,
    deliveryType: 1,
    categoryId: 1,
  },
  {
    id: 2,
    name: '保温杯',
    image: picture('#ffb703'),
    images: [],
    integral: 800,
    money: 9.9,
    marketPrice: 69,
    stock: 20,
    sales: 88,
    deliveryType: 1,
    categoryId: 1,
  },
  {
    id: 3,
    name: '5 元话费券',
    image: picture('#90be6d'),
    images: [],
    integral: 500,
    money: 0,
    marketPrice: 5,
    stock: 999,
    sales: 1500,
    deliveryType: 3,
    categoryId: 2,
  },
  {
    id: 5,
    name: '限量蓝牙耳机',
    image: picture('#adb5bd'),
    images: [],
    integral: 5000,
    money: 0,
    marketPrice: 299,
    stock: 0,
    sales: 30,
    deliveryType: 1,
    categoryId: 1,
  },
];

export const ADDRESS: SimAddress = {
  id: 501,
  name: '张三',
  mobile: '13800138000',
  provinceCode: '440000',
  province: '广东省',
  cityCode: '440300',
  city: '深圳市',
  countyCode: '440305',
  county: '南山区',
  detail: '科技园南区 1 栋 101',
  isDefault: true,
};

export const STORE: StorePoint = {
  id: 1,
  name: '南山科技园营业厅',
  address: '深圳市南山区科技园南区 1 栋',
  phone: '0755-88886666',
  hours: '09:00-21:00',
};

export const LOGISTICS: Logistics = {
  expressName: '顺丰速运',
  expressNo: 'SF1234567890',
  state: 1,
  traces: [
    { time: '2026-11-22T08:00:00.000Z', context: '【深圳南山】快递员正在派件' },
    { time: '2026-11-21T10:00:00.000Z', context: '【深圳转运中心】已发出' },
    { time: '2026-11-20T10:00:00.000Z', context: '【广州】已揽收' },
  ],
};

export const ORDER: PointsOrder = {
  id: 100002,
  orderSn: 'PT1795332754284',
  goodsId: 2,
  goodsName: '保温杯',
  goodsImage: picture('#ffb703'),
  quantity: 1,
  integral: 800,
  money: 9.9,
  status: 0,
  address: ADDRESS,
  store: null,
  logistics: null,
  createdAt: '2026-11-22T02:00:00.000Z',
};

export const TASKS: TaskCenter = {
  integral: 1280,
  signedToday: false,
  signDays: 2,
  tasks: [
    {
      id: 1,
      title: '每日签到',
      desc: '每天签到得 10 积分',
      icon: 'sign',
      integral: 10,
      kind: 'signIn',
      done: false,
      path: '',
    },
    {
      id: 2,
      title: '订购任意套餐',
      desc: '本月订购套餐得 100 积分',
      icon: 'package',
      integral: 100,
      kind: 'buyPackage',
      done: true,
      path: '/pages/iot/index/package/index',
    },
    {
      id: 3,
      title: '绑定手机号',
      desc: '绑定后得 50 积分',
      icon: 'phone',
      integral: 50,
      kind: 'bindPhone',
      done: false,
      path: '/pages/iot/index/bindPhone/index',
    },
  ],
};
