import type { SimAddress } from '@/api/types';
import { isMobile } from '@/lib/validators';
import { nextId, type DemoCard } from '../db';
import { regionNames } from '../db/seed/regions';
import { done, invalidInput, refuse, type Result } from './result';

/** A card keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

/** An address as the form sends it (id 0 for a new one); the region names are looked up. */
export interface AddressInput {
  id: number;
  name: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detail: string;
  isDefault: boolean;
}

/** The address the input describes, or the first thing wrong with it. */
export function validAddress(input: AddressInput): SimAddress | string {
  const { name, mobile } = input;
  if (!name || name.length > 20) return 'Please enter the receiver (up to 20 characters)';
  if (!isMobile(mobile)) return 'Please enter a valid mobile number';
  const region = regionNames(input.provinceCode, input.cityCode, input.countyCode);
  if (!region) return 'Please choose the province, city and county';
  if (input.detail.length < 4) return 'Please enter the street address';
  return {
    id: input.id,
    name,
    mobile,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    ...region,
    detail: input.detail,
    isDefault: input.isDefault,
  };
}

/** The default address first, then the newest. */
export function sortAddresses(list: SimAddress[]): SimAddress[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
}

export const listAddresses = (card: DemoCard) => sortAddresses(card.addresses);

/**
 * Adds or edits an address. The first address, and one saved as default, becomes the only
 * default.
 */
export function saveAddress(card: DemoCard, input: AddressInput): Result<SimAddress> {
  const address = validAddress(input);
  if (typeof address === 'string') return invalidInput(address);
  if (address.id && !card.addresses.some((a) => a.id === address.id))
    return invalidInput('Address not found');
  if (!address.id && card.addresses.length >= MAX_ADDRESSES)
    return refuse(-1, 'At most 20 addresses');
  const saved = {
    ...address,
    id: address.id || nextId(),
    isDefault: address.isDefault || card.addresses.length === 0,
  };
  card.addresses = card.addresses
    .filter((a) => a.id !== saved.id)
    .map((a) => (saved.isDefault ? { ...a, isDefault: false } : a));
  card.addresses.push(saved);
  return done(saved);
}

/** Deletes an address; when it was the default, the newest one left takes its place. */
export function deleteAddress(card: DemoCard, id: number): Result<null> {
  const found = card.addresses.find((a) => a.id === id);
  if (!found) return invalidInput('Address not found');
  card.addresses = card.addresses.filter((a) => a.id !== id);
  if (found.isDefault && card.addresses.length) {
    const [latest] = sortAddresses(card.addresses);
    latest.isDefault = true;
  }
  return done(null);
}

export function setDefaultAddress(card: DemoCard, id: number): Result<null> {
  if (!card.addresses.some((a) => a.id === id)) return invalidInput('Address not found');
  card.addresses = card.addresses.map((a) => ({ ...a, isDefault: a.id === id }));
  return done(null);
}
