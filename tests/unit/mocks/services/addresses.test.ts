import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, findCard, resetDb } from '@/mocks/db';
import {
  deleteAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
  type AddressInput,
} from '@/mocks/services/addresses';

const card = () => findCard(DEMO.cards.ordinary)!;
const input: AddressInput = {
  id: 0,
  name: '李四',
  mobile: '13900139000',
  provinceCode: '440000',
  cityCode: '440300',
  countyCode: '440305',
  detail: '高新南一道 9 号',
  isDefault: false,
};

describe('card addresses', () => {
  afterEach(() => resetDb());

  it('an address saved stays saved, with its region names', () => {
    const saved = saveAddress(card(), input);
    expect(saved).toMatchObject({
      ok: true,
      data: {
        name: '李四',
        province: '广东省',
        city: '深圳市',
        county: '南山区',
        isDefault: false,
      },
    });
    const id = saved.ok ? saved.data.id : 0;
    expect(listAddresses(card()).map((a) => a.id)).toEqual([101, id]);
    expect(saveAddress(card(), { ...input, id, detail: '科技园 2 栋' }).ok).toBe(true);
    expect(listAddresses(card()).find((a) => a.id === id)?.detail).toBe('科技园 2 栋');
    expect(card().addresses).toHaveLength(2);
  });

  it('keeps one default: a new default takes it, deleting it hands it to the newest', () => {
    const saved = saveAddress(card(), { ...input, isDefault: true });
    const id = saved.ok ? saved.data.id : 0;
    expect(listAddresses(card()).map((a) => [a.id, a.isDefault])).toEqual([
      [id, true],
      [101, false],
    ]);
    expect(setDefaultAddress(card(), 101).ok).toBe(true);
    expect(listAddresses(card())[0].id).toBe(101);
    expect(deleteAddress(card(), 101).ok).toBe(true);
    expect(listAddresses(card())).toMatchObject([{ id, isDefault: true }]);
  });

  it('refuses what a strict server would', () => {
    expect(saveAddress(card(), { ...input, mobile: '123' })).toMatchObject({ ok: false, code: -1 });
    expect(saveAddress(card(), { ...input, countyCode: '999999' })).toMatchObject({
      message: 'Please choose the province, city and county',
    });
    expect(saveAddress(card(), { ...input, id: 999 })).toMatchObject({
      message: 'Address not found',
    });
    for (let i = 0; i < 19; i += 1) saveAddress(card(), input);
    expect(saveAddress(card(), input)).toMatchObject({ message: 'At most 20 addresses' });
    expect(deleteAddress(card(), 999).ok).toBe(false);
  });
});
