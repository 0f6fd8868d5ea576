import type { GoodsGroup } from '@/api/types';
import { db } from '../db';
import { allGoods, findGoods } from './orders';
import { done, invalidInput, refuse } from './result';

export { allGoods, findGoods };

export interface GoodsFilter {
  /** 0 any, -99 best sellers (over 10,000 sold), else the operator. */
  operatorType: number;
  category: number;
  /** Goods that deliver to this province (goods without a list deliver everywhere). */
  provinceCode: string;
}

/** The goods groups a filter leaves, without empty groups. */
export function goodsGroups(filter: GoodsFilter): GoodsGroup[] {
  const { operatorType: operator, category, provinceCode: province } = filter;
  return db.goods
    .map((group) => ({
      ...group,
      goods: group.goods.filter(
        (item) =>
          (operator === -99 ? item.sales > 10000 : !operator || item.operatorType === operator) &&
          (!category || item.category === category) &&
          (!province ||
            !item.deliveryProvinces.length ||
            item.deliveryProvinces.includes(province)),
      ),
    }))
    .filter((group) => group.goods.length > 0);
}

export function goodsDetail(id: number) {
  const item = findGoods(id);
  return item ? done(item) : invalidInput('Goods not found');
}

/** A landing page of the shop: only SUMMER is open (40001 for the others). */
export function singlePage(pageCode: string) {
  if (!pageCode) return invalidInput('pageCode is required');
  if (pageCode !== 'SUMMER') return refuse(40001, 'This page is not open');
  return done({
    pageCode,
    title: '夏日大流量专场',
    banner: '/static/single/summer.png',
    content: '<p>限时特惠，首月 0 元。</p>',
    goods: allGoods()
      .filter((item) => item.groupId === 1)
      .slice(0, 3),
    popupImage: '/static/single/popup.png',
  });
}
