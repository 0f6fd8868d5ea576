import { describe, expect, it } from 'vitest';
import {
  isPaidOutcome,
  orderStage,
  paymentOutcome,
  type PaidOrderKind,
  type PaymentOutcome,
} from '@/domain/paymentOutcome';

// The one mapping every checkout confirms a payment with: an order paid, or in any state only a
// paid order reaches, after a payment started here is a received payment (with its state beside
// it); past payment when opened, it is already paid; cancelled, not accepted or closed after a
// payment attempt, any amount taken is refunded; before any attempt, the order simply ended.

type Row = [status: unknown, before: PaymentOutcome, after: PaymentOutcome];

const TABLE: Record<PaidOrderKind, Row[]> = {
  shop: [
    [0, { kind: 'payable', stage: 'unpaid' }, { kind: 'payable', stage: 'unpaid' }],
    [1, { kind: 'alreadyPaid', stage: 'paid' }, { kind: 'received', stage: 'paid' }],
    [2, { kind: 'alreadyPaid', stage: 'inProgress' }, { kind: 'received', stage: 'inProgress' }],
    [3, { kind: 'alreadyPaid', stage: 'shipped' }, { kind: 'received', stage: 'shipped' }],
    [4, { kind: 'alreadyPaid', stage: 'done' }, { kind: 'received', stage: 'done' }],
    [5, { kind: 'ended', stage: 'cancelled' }, { kind: 'refunded', stage: 'cancelled' }],
    [6, { kind: 'ended', stage: 'notAccepted' }, { kind: 'refunded', stage: 'notAccepted' }],
  ],
  points: [
    [0, { kind: 'payable', stage: 'unpaid' }, { kind: 'payable', stage: 'unpaid' }],
    [1, { kind: 'alreadyPaid', stage: 'paid' }, { kind: 'received', stage: 'paid' }],
    [2, { kind: 'alreadyPaid', stage: 'shipped' }, { kind: 'received', stage: 'shipped' }],
    [3, { kind: 'alreadyPaid', stage: 'done' }, { kind: 'received', stage: 'done' }],
    [4, { kind: 'ended', stage: 'cancelled' }, { kind: 'refunded', stage: 'cancelled' }],
  ],
  card: [
    [0, { kind: 'payable', stage: 'unpaid' }, { kind: 'payable', stage: 'unpaid' }],
    [1, { kind: 'alreadyPaid', stage: 'paid' }, { kind: 'received', stage: 'paid' }],
    [2, { kind: 'ended', stage: 'closed' }, { kind: 'refunded', stage: 'closed' }],
  ],
};

const UNKNOWN: PaymentOutcome = { kind: 'unknown', stage: 'unknown' };
const ODD_STATUSES: unknown[] = [-1, 7, 42, 1.5, Number.NaN, '1', null, undefined, {}];

describe.each(Object.entries(TABLE))('%s orders', (kind, rows) => {
  it.each(rows)('status %s: before a payment and after one', (status, before, after) => {
    expect(paymentOutcome(kind as PaidOrderKind, status, false)).toEqual(before);
    expect(paymentOutcome(kind as PaidOrderKind, status, true)).toEqual(after);
  });

  it.each(ODD_STATUSES)('status %s is unknown, whether paid here or not', (status) => {
    expect(paymentOutcome(kind as PaidOrderKind, status, false)).toEqual(UNKNOWN);
    expect(paymentOutcome(kind as PaidOrderKind, status, true)).toEqual(UNKNOWN);
  });

  it('knows no status past its own codes', () => {
    expect(orderStage(kind as PaidOrderKind, rows.length)).toBe('unknown');
  });
});

describe('a paid outcome', () => {
  it('is a received payment or an order already paid, nothing else', () => {
    const kinds = Object.entries(TABLE).flatMap(([kind, rows]) =>
      rows.flatMap(([status]) =>
        [false, true].map((attempted) => paymentOutcome(kind as PaidOrderKind, status, attempted)),
      ),
    );
    for (const outcome of kinds) {
      expect(isPaidOutcome(outcome)).toBe(
        outcome.kind === 'received' || outcome.kind === 'alreadyPaid',
      );
    }
    expect(isPaidOutcome({ kind: 'refunded', stage: 'cancelled' })).toBe(false);
  });

  it('a shop order shipped right after paying is a received payment (the demo ships at once)', () => {
    expect(paymentOutcome('shop', 3, true)).toEqual({ kind: 'received', stage: 'shipped' });
  });
});
