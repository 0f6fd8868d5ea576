import { describe, expect, it } from 'vitest';
import { balanceLog, couponCoinLog, integralLog } from '@/domain/iot';
import { checkAnswer } from '@/lib/schema';
import { readFieldComments } from '../../tools/openapi/comments';

// The balance, points and coupon-coin ledgers share one shape, made by one factory: each names only
// its change and the total after it.

type Ledger = [name: string, schema: Parameters<typeof checkAnswer>[0], change: string];
const ledgers: Ledger[] = [
  ['balanceLog', balanceLog, 'money'],
  ['integralLog', integralLog, 'integral'],
  ['couponCoinLog', couponCoinLog, 'coin'],
];

describe('ledger lines', () => {
  it.each(ledgers)(
    '%s reads its fields in order, with their soft defaults',
    (_, schema, change) => {
      const checked = checkAnswer(schema, { id: '7', [change]: null, after: '12.5' });
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      expect(checked.data).toEqual({ id: 7, [change]: 0, after: 12.5, remark: '', createdAt: '' });
      expect(Object.keys(checked.data as object)).toEqual([
        'id',
        change,
        'after',
        'remark',
        'createdAt',
      ]);
    },
  );

  it.each(ledgers)('%s breaks without its id', (_, schema, change) => {
    const checked = checkAnswer(schema, { [change]: 1 });
    expect(checked.ok).toBe(false);
  });

  it("documents the shared fields as well as each ledger's own", () => {
    const { schemas } = readFieldComments(['src/domain/iot.ts']);
    expect(schemas.BalanceLog).toEqual({
      id: 'Line id.',
      money: 'Change (negative = spent).',
      after: 'Balance after.',
      remark: 'What for.',
      createdAt: 'When.',
    });
    expect(schemas.IntegralLog).toMatchObject({ id: 'Line id.', after: 'Points after.' });
    expect(schemas.CouponCoinLog).toMatchObject({ createdAt: 'When.', coin: 'Change.' });
  });
});
