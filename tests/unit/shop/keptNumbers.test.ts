import { describe, expect, it, vi } from 'vitest';
import type { NumberItem } from '@/api/types';
import { KEPT_NUMBERS_KEY, keepNumbers, keptNumbers } from '@/features/shop/keptNumbers';
import { seedStores } from '@/stores/seed';

const item = (id: number, mobile: string): NumberItem => ({
  id,
  mobile,
  operatorType: 1,
  operatorName: 'China Mobile',
  provinceCode: '440000',
  province: 'Guangdong',
  cityCode: '440100',
  city: 'Guangzhou',
  pattern: 'AABB',
  pretty: true,
  price: 100,
  minConsume: 0,
  prestore: 0,
  goodsId: 3,
  reserved: false,
  reservedUntil: '',
  fast: false,
});

const vanity = { pretty: 1, fast: '', promoCode: 'AGENT001', keyword: '' } as const;
const page = [item(1, '13800001122'), item(2, '13900003344')];

describe('the number list kept for the next visit', () => {
  it('gives back the first page kept for the same list, agent and search', () => {
    keepNumbers(vanity, page);
    expect(keptNumbers(vanity)).toEqual(page);
  });

  it('never shows another agent’s, another list’s or another search’s copy', () => {
    keepNumbers(vanity, page);
    expect(keptNumbers({ ...vanity, promoCode: 'AGENT011' })).toBeNull();
    expect(keptNumbers({ ...vanity, pretty: 0 })).toBeNull();
    expect(keptNumbers({ ...vanity, fast: 1, pretty: '' })).toBeNull();
    expect(keptNumbers({ ...vanity, keyword: '88' })).toBeNull();
  });

  it('drops a copy it cannot read, and an empty answer forgets the copy', () => {
    localStorage.setItem(KEPT_NUMBERS_KEY, '{not json');
    expect(keptNumbers(vanity)).toBeNull();
    localStorage.setItem(KEPT_NUMBERS_KEY, JSON.stringify({ ...vanity, items: [{ id: 'x' }] }));
    expect(keptNumbers(vanity)).toBeNull();
    keepNumbers(vanity, page);
    keepNumbers(vanity, []);
    expect(localStorage.getItem(KEPT_NUMBERS_KEY)).toBeNull();
  });

  it('goes on without it when the storage refuses to keep it', () => {
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    try {
      expect(() => keepNumbers(vanity, page)).not.toThrow();
    } finally {
      refuse.mockRestore();
    }
    expect(keptNumbers(vanity)).toBeNull();
  });

  it('is forgotten with the stores when a story or test starts afresh', () => {
    keepNumbers(vanity, page);
    seedStores();
    expect(keptNumbers(vanity)).toBeNull();
  });
});
