import type { SimInfo } from '@/api/types';
import type { DemoDb, DemoCard } from './types';
import { seedCards } from './seed/cards';
import { EXCHANGE_ITEMS } from './seed/catalogue';
import { seedGoods } from './seed/goods';
import { layoutById } from './seed/layouts';
import { seedNumbers } from './seed/numbers';
import { POINTS_GOODS } from './seed/points';
import { AGENTS, seedShopOrders } from './seed/shop';

function seedDb(now: number): DemoDb {
  const goods = seedGoods();
  const shopOrders = seedShopOrders(now);
  return {
    numbers: seedNumbers(),
    goods,
    cards: seedCards(now),
    tokens: new Map(),
    shopSessions: new Map(),
    smsCodes: new Map(),
    numberHolds: new Map(),
    shopOrders,
    agents: AGENTS.map((agent) => ({ ...agent })),
    pointsGoods: POINTS_GOODS.map((item) => ({ ...item })),
    exchangeItems: EXCHANGE_ITEMS.map((item) => ({ ...item })),
    wifiCodes: new Map(),
    scans: new Map([['SCAN-DEMO', 0]]),
    nextId: 100_000,
    tokenCounter: 0,
  };
}

export let db: DemoDb = seedDb(Date.now());

/** Restores the seeded state (POST /api/__demo/reset). Tokens issued before stop working. */
export function resetDb(now: number = Date.now()): void {
  const counter = db.tokenCounter;
  db = seedDb(now);
  // Tokens keep counting up so an old token can never match a new one.
  db.tokenCounter = counter;
}

export const nextId = () => ++db.nextId;

/** A card by sim number, ICCID or device number. */
export function findCard(key: string): DemoCard | undefined {
  const text = key.trim();
  return db.cards.find(
    (item) =>
      item.info.simNo === text ||
      item.info.iccid === text ||
      (!!item.info.deviceNo && item.info.deviceNo === text),
  );
}

/** Issues a new token for a card (older tokens of the card go stale). */
export function issueToken(simNo: string): string {
  db.tokenCounter += 1;
  const token = `demo-${simNo.slice(-4)}-${db.tokenCounter.toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  db.tokens.set(simNo, token);
  return token;
}

/** The sim info as the API returns it: the layout resolved. */
export function simInfoOf(item: DemoCard): SimInfo {
  return {
    ...item.info,
    simLayout: layoutById(item.layoutId) ?? null,
    existPayPassword: !!item.payPassword,
  };
}

/** A seeded card with nothing to settle: active, real-named, no break rule, no card password. */
const settled = (item: DemoCard) =>
  item.info.status === 1 &&
  !item.info.needAuth &&
  !item.info.breakRuleId &&
  item.info.cancelStatus === 0 &&
  item.info.cardPasswordMode === 0;

/**
 * The read-only card of a layout preview ('IotLayout:{id}'), or null for an unknown layout: a
 * fresh copy of the seed card that best shows the layout (a settled card of that layout, e.g. the
 * device for the device layout; else the first card), under the preview's sim number. Made anew
 * for every request, so nothing a handler does to it is kept.
 */
export function previewCard(simNo: string, now: number): DemoCard | null {
  const id = Number(simNo.split(':')[1]);
  if (!layoutById(id)) return null;
  const cards = seedCards(now);
  const template =
    cards.find((item) => item.layoutId === id && settled(item)) ?? cards.find(settled) ?? cards[0];
  return {
    ...template,
    id: 0,
    layoutId: id,
    // The preview's number stands for the card's and the device's own, wherever they show.
    info: {
      ...template.info,
      simNo,
      deviceNo: template.info.deviceNo ? simNo : '',
      iccid: '',
      imsi: '',
      mobile: '',
    },
  };
}

/** The sim info of a layout preview ('IotLayout:{id}'), or null for an unknown layout. */
export function previewSimInfo(simNo: string, now: number): SimInfo | null {
  const item = previewCard(simNo, now);
  return item ? simInfoOf(item) : null;
}
