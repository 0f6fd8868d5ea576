import type { GoodsItem } from '../../src/domain/goods';
import type { NumberItem } from '../../src/domain/numbers';
import type { Logistics, ShopOrder } from '../../src/domain/order';
import type { DownstreamAgent } from '../../src/domain/site';
import {
  AGENTS,
  logisticsFor,
  seedGoods,
  seedNumbers,
  seedShopOrders,
} from '../../src/mocks/db/seed';

// The demo seed with its words in English: these stories render in English and read those words.
// Pictures are left out, so baselines do not depend on a picture host.

/** A fixed clock for stories with countdowns. */
export const NOW = Date.parse('2026-11-22T10:00:00.000Z');

const seedItem = (id: number) =>
  seedGoods()
    .flatMap((group) => group.goods)
    .find((item) => item.id === id)!;
const starCard = seedItem(101);

/** The Mobile Star data card (goods 101), where the buyer picks a number. */
export const goods: GoodsItem = {
  ...starCard,
  name: 'Mobile Star card 29 yuan 100 GB',
  image: '',
  tags: ['First month free', 'Pick your number'],
  operatorName: 'China Mobile',
  formFields: starCard.formFields.map((field) => ({
    ...field,
    label: 'School or employer (optional)',
  })),
  detail: '<p>First month free, then billed monthly.</p>',
};

const vanity = seedNumbers().find((item) => item.id === 115)!;

/**
 * A fast-delivery 888 vanity number of the demo (number 115, 136 6375 2888: price, minimum spend,
 * prestore), as seeded.
 */
export const number: NumberItem = {
  ...vanity,
  operatorName: 'China Mobile',
  province: 'Sichuan',
  city: 'Mianyang',
};

const unpaid = seedShopOrders(NOW)[1];

/** The demo mobile's unpaid vanity number order. */
export const order: ShopOrder = {
  ...unpaid,
  goodsName: 'Premium vanity package 59 yuan',
  goodsImage: '',
  name: 'Zhang San',
  address: 'Room 101, Building 1, Science Park South, Nanshan, Shenzhen, Guangdong',
};

const TRACE_TEXTS = [
  'Courier is delivering the parcel in Nanshan',
  'Left the Shenzhen sorting centre',
  'Picked up in Guangzhou',
];
const track = logisticsFor('SF1234567890', NOW);

export const logistics: Logistics = {
  ...track,
  expressName: 'SF Express',
  traces: track.traces.map((trace, index) => ({ ...trace, context: TRACE_TEXTS[index] })),
};

const AGENT_NAMES: Record<number, string> = {
  11: 'South China agent',
  12: 'East China agent',
  21: 'Shenzhen sub-agent',
};

/** The agents below the demo agent: two direct, one further down. */
export const agents: DownstreamAgent[] = AGENTS.map((agent) => ({
  ...agent,
  name: AGENT_NAMES[agent.id],
}));
