import type { NumberItem } from '@/api/types';
import { db, iso } from '../db';
import { done, invalidInput, refuse, type Result } from './result';

/** How long a reserved number is held for a session. */
export const HOLD_MS = 15 * 60_000;

/** A number as one session sees it: held by someone else, or held by it until a time. */
export function numberView(item: NumberItem, sessionId: string, now = Date.now()): NumberItem {
  const hold = db.numberHolds.get(item.id);
  const active = hold && hold.until > now ? hold : undefined;
  const mine = active?.sessionId === sessionId;
  return {
    ...item,
    reserved: item.reserved || (!!active && !mine),
    reservedUntil: mine && active ? iso(active.until) : '',
  };
}

export interface NumberFilter {
  /** 0 any, -99 premium vanity numbers (pretty, 500 yuan or more), else the operator. */
  operatorType: number;
  provinceCode: string;
  cityCode: string;
  keyword: string;
  pattern: string;
  /** '1' vanity only, '0' plain only, '' both. */
  pretty: string;
  fast: string;
  priceMin: number;
  priceMax: number;
}

/** The numbers a filter picks, in catalogue order; the keyword must be digits. */
export function searchNumbers(filter: NumberFilter): Result<NumberItem[]> {
  const { operatorType: operator, keyword } = filter;
  if (keyword && !/^\d{1,11}$/.test(keyword)) return invalidInput('keyword must be digits');
  return done(
    db.numbers.filter((item) => {
      if (operator === -99 && !(item.pretty && item.price >= 500)) return false;
      if (operator > 0 && item.operatorType !== operator) return false;
      if (filter.provinceCode && item.provinceCode !== filter.provinceCode) return false;
      if (filter.cityCode && item.cityCode !== filter.cityCode) return false;
      if (keyword && !item.mobile.includes(keyword)) return false;
      if (filter.pattern && item.pattern !== filter.pattern) return false;
      if (filter.pretty === '1' && !item.pretty) return false;
      if (filter.pretty === '0' && item.pretty) return false;
      if (filter.fast === '1' && !item.fast) return false;
      return item.price >= filter.priceMin && item.price <= filter.priceMax;
    }),
  );
}

export const findNumber = (id: number) => db.numbers.find((number) => number.id === id);

export function numberDetail(id: number, sessionId: string): Result<NumberItem> {
  const item = findNumber(id);
  return item ? done(numberView(item, sessionId)) : invalidInput('Number not found');
}

/** Holds a number for a session for 15 minutes; 32001 when it is sold or held by someone else. */
export function reserveNumber(id: number, sessionId: string): Result<NumberItem> {
  const item = findNumber(id);
  if (!item) return invalidInput('Number not found');
  const now = Date.now();
  const hold = db.numberHolds.get(item.id);
  if (item.reserved || (hold && hold.until > now && hold.sessionId !== sessionId)) {
    return refuse(32001, '');
  }
  db.numberHolds.set(item.id, { sessionId, until: now + HOLD_MS });
  return done(numberView(item, sessionId, now));
}

/** Lets go of a number the session holds (anything else is left alone). */
export function releaseNumber(id: number, sessionId: string): void {
  const hold = db.numberHolds.get(id);
  if (hold && hold.sessionId === sessionId) db.numberHolds.delete(id);
}

/** The numbers a session holds now. */
export function heldNumbers(sessionId: string): NumberItem[] {
  const now = Date.now();
  return db.numbers
    .filter((item) => {
      const hold = db.numberHolds.get(item.id);
      return !!hold && hold.sessionId === sessionId && hold.until > now;
    })
    .map((item) => numberView(item, sessionId, now));
}

/** Whether the session holds the number now. */
export function holdsNumber(id: number, sessionId: string): boolean {
  const hold = db.numberHolds.get(id);
  return !!hold && hold.sessionId === sessionId && hold.until > Date.now();
}

/**
 * Sells a number the session holds: it becomes reserved for good. Null (32001 for the caller)
 * when it is not the session's to sell.
 */
export function takeHeldNumber(id: number, sessionId: string): NumberItem | null {
  const number = findNumber(id);
  if (!number || number.reserved || !holdsNumber(id, sessionId)) return null;
  number.reserved = true;
  db.numberHolds.delete(number.id);
  return number;
}

const numberRemarks = new Map<number, string>();

/** A note on a held number, up to 140 characters. */
export function remarkNumber(
  id: number,
  sessionId: string,
  remark: string,
): Result<{ numberId: number; remark: string }> {
  if (!holdsNumber(id, sessionId)) return refuse(32001, '');
  if (remark.length > 140) return invalidInput('The remark can be at most 140 characters');
  numberRemarks.set(id, remark);
  return done({ numberId: id, remark });
}
