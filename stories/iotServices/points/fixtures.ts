import type {
  PointsGoods,
  PointsOrder,
  SimAddress,
  StorePoint,
  TaskCenter,
} from '../../../src/domain/points';
import {
  card,
  DEMO,
  logisticsFor,
  POINTS_GOODS,
  seedAddress,
  STORE_POINTS,
} from '../../../src/mocks/db/seed';
import { taskCenter } from '../../../src/mocks/services/points';

/** 2026-11-22 10:00 UTC: the clock the seed is drawn at for these stories. */
const NOW = Date.parse('2026-11-22T10:00:00.000Z');

const svgData = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A product picture: a soft tile with a simple shape, so baselines do not depend on a server. */
export const picture = (color: string) =>
  svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${color}"/><circle cx="50" cy="50" r="26" fill="#fff" opacity="0.7"/></svg>`,
  );

/** Each goods picture as a drawn tile, so baselines do not depend on a picture host. */
const PICTURES: Record<number, string> = {
  1: picture('#8ecae6'),
  2: picture('#ffb703'),
  3: picture('#90be6d'),
  5: picture('#adb5bd'),
};

/** A seed goods as a list shows it: its drawn picture, no gallery, no detail text. */
const listed = ({ detail: _detail, ...item }: PointsGoods): PointsGoods => ({
  ...item,
  image: PICTURES[item.id],
  images: [],
});

/** The points shop of the demo, without the store pick-up goods: delivered, cash part, virtual, sold out. */
export const GOODS: PointsGoods[] = POINTS_GOODS.filter((item) => item.deliveryType !== 2).map(
  listed,
);

/** The seeded address of the VIP demo card. */
export const ADDRESS: SimAddress = seedAddress(5);

export const STORE: StorePoint = STORE_POINTS[0];

export const LOGISTICS = logisticsFor('SF1234567890', NOW);

const cup = listed(POINTS_GOODS[1]);

/** An unpaid order of the cup (it has a cash part), to the seeded address. */
export const ORDER: PointsOrder = {
  id: 100002,
  orderSn: 'PT1795332754284',
  goodsId: cup.id,
  goodsName: cup.name,
  goodsImage: cup.image,
  quantity: 1,
  integral: cup.integral,
  money: cup.money,
  status: 0,
  address: ADDRESS,
  store: null,
  logistics: null,
  createdAt: '2026-11-22T02:00:00.000Z',
};

const centre = taskCenter(card(1, DEMO.cards.ordinary, 1, NOW, {}), NOW);

/** The task centre of the ordinary demo card, without the real-name task. */
export const TASKS: TaskCenter = { ...centre, tasks: centre.tasks.slice(0, 3) };
