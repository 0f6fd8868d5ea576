import type { GoodsFormField, GoodsGroup, GoodsItem, OperatorType } from '@/api/types';
import { OPERATOR_NAMES } from './numbers';

const idField: GoodsFormField = {
  name: 'school',
  label: '学校或单位（选填）',
  type: 'text',
  required: false,
};

function goods(
  item: Partial<GoodsItem> &
    Pick<GoodsItem, 'id' | 'groupId' | 'name' | 'operatorType' | 'category'>,
): GoodsItem {
  const operatorType = item.operatorType as OperatorType;
  return {
    image: `/static/goods/${item.id}.png`,
    tags: [],
    operatorName: OPERATOR_NAMES[operatorType],
    selectMode: 0,
    monthlyFee: 29,
    originalFee: 59,
    discountMonths: 12,
    generalFlow: 30,
    directedFlow: 30,
    callMinutes: 100,
    needSmsCode: false,
    needIdPhotos: false,
    formFields: [],
    stock: 999,
    sales: 1200,
    deliveryProvinces: [],
    minAge: 16,
    maxAge: 60,
    detail: '<p>首月免费体验，次月起按月计费。</p><p>到货后请在 30 天内激活。</p>',
    ...item,
  };
}

/** Goods in three groups: data cards, vanity numbers and broadband. */
export function seedGoods(): GoodsGroup[] {
  const dataCards = [
    goods({
      id: 101,
      groupId: 1,
      name: '移动星辰卡 29元 100G',
      operatorType: 4,
      category: 1,
      generalFlow: 70,
      directedFlow: 30,
      tags: ['首月免费', '可选号'],
      selectMode: 5,
      sales: 35210,
    }),
    goods({
      id: 102,
      groupId: 1,
      name: '电信星河卡 19元 135G',
      operatorType: 1,
      category: 1,
      monthlyFee: 19,
      originalFee: 39,
      generalFlow: 105,
      directedFlow: 30,
      tags: ['长期套餐'],
      selectMode: 4,
      sales: 28870,
    }),
    goods({
      id: 103,
      groupId: 1,
      name: '联通大王卡 39元 150G',
      operatorType: 2,
      category: 1,
      monthlyFee: 39,
      originalFee: 79,
      generalFlow: 120,
      callMinutes: 200,
      tags: ['200分钟通话'],
      selectMode: 1,
      needSmsCode: true,
      formFields: [idField],
    }),
    goods({
      id: 104,
      groupId: 1,
      name: '广电福兔卡 19元 192号段',
      operatorType: 3,
      category: 1,
      monthlyFee: 19,
      originalFee: 29,
      generalFlow: 80,
      directedFlow: 0,
      selectMode: 3,
    }),
    // Sold out: ordering it answers 30001.
    goods({
      id: 105,
      groupId: 1,
      name: '移动花卡 限量版',
      operatorType: 4,
      category: 1,
      stock: 0,
      tags: ['限量'],
      sales: 9999,
    }),
    // Delivered to Beijing and Shanghai only: other addresses answer 30003.
    goods({
      id: 106,
      groupId: 1,
      name: '电信京沪专享卡 49元',
      operatorType: 1,
      category: 1,
      monthlyFee: 49,
      originalFee: 99,
      generalFlow: 200,
      deliveryProvinces: ['110000', '310000'],
      needIdPhotos: true,
      selectMode: 2,
    }),
  ];
  const vanity = [
    goods({
      id: 201,
      groupId: 2,
      name: '普通靓号套餐 19元',
      operatorType: 4,
      category: 3,
      monthlyFee: 19,
      originalFee: 19,
      discountMonths: 0,
      selectMode: 6,
    }),
    goods({
      id: 202,
      groupId: 2,
      name: '精品靓号套餐 59元',
      operatorType: 4,
      category: 3,
      monthlyFee: 59,
      originalFee: 99,
      selectMode: 6,
      needIdPhotos: true,
      tags: ['AABB', 'ABAB', '888'],
    }),
    goods({
      id: 203,
      groupId: 2,
      name: '联通尊享靓号 99元',
      operatorType: 2,
      category: 3,
      monthlyFee: 99,
      originalFee: 199,
      selectMode: 5,
      callMinutes: 1000,
    }),
  ];
  const broadband = [
    goods({
      id: 301,
      groupId: 3,
      name: '千兆宽带 一年 599元',
      operatorType: 1,
      category: 2,
      monthlyFee: 50,
      originalFee: 100,
      generalFlow: 0,
      directedFlow: 0,
      callMinutes: 0,
      selectMode: 0,
      formFields: [
        {
          name: 'installTime',
          label: '上门安装时间',
          type: 'select',
          required: true,
          options: [
            { label: '工作日', value: 'weekday' },
            { label: '周末', value: 'weekend' },
          ],
        },
      ],
    }),
    goods({
      id: 302,
      groupId: 3,
      name: '移动融合宽带 300M',
      operatorType: 4,
      category: 2,
      monthlyFee: 39,
      originalFee: 69,
      generalFlow: 40,
      directedFlow: 0,
      selectMode: 0,
    }),
  ];
  return [
    { id: 1, name: '流量卡', goods: dataCards },
    { id: 2, name: '靓号专区', goods: vanity },
    { id: 3, name: '宽带', goods: broadband },
  ];
}
