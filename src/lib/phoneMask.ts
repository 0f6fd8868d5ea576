/** Operator types of the backend: 1 telecom, 2 unicom, 3 broadcast, 4 mobile, 99 device. */
export type OperatorType = 1 | 2 | 3 | 4 | 99;

/** Number prefixes by carrier, used to make believable masked numbers for display. */
export const CARRIER_PREFIXES: Readonly<Record<1 | 2 | 3 | 4, readonly string[]>> = {
  1: ['133', '149', '153', '173', '177', '180', '181', '189', '199'],
  2: ['130', '131', '132', '145', '155', '156', '166', '175', '176', '185', '186'],
  3: ['192'],
  4: [
    '134',
    '135',
    '136',
    '137',
    '138',
    '139',
    '147',
    '150',
    '151',
    '152',
    '157',
    '158',
    '159',
    '178',
    '182',
    '183',
    '184',
    '187',
    '188',
    '198',
  ],
};

/** Masks the middle four digits of an 11-digit number: 138****5678. Other input is returned as is. */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return value;
  return `${digits.slice(0, 3)}****${digits.slice(7)}`;
}

/** The carrier of a mobile number by its prefix, or null when the prefix is not known. */
export function carrierOf(mobile: string): 1 | 2 | 3 | 4 | null {
  const prefix = mobile.slice(0, 3);
  for (const type of [1, 2, 3, 4] as const) {
    if (CARRIER_PREFIXES[type].includes(prefix)) return type;
  }
  return null;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Masked display numbers with real carrier prefixes, e.g. for a "just ordered" ticker. */
export function mockMaskedPhones(count: number, seed = 1, carrier?: 1 | 2 | 3 | 4): string[] {
  const random = seededRandom(seed);
  const pool = carrier ? CARRIER_PREFIXES[carrier] : Object.values(CARRIER_PREFIXES).flat();
  return Array.from({ length: Math.max(0, count) }, () => {
    const prefix = pool[Math.floor(random() * pool.length)];
    const tail = String(Math.floor(random() * 10000)).padStart(4, '0');
    return `${prefix}****${tail}`;
  });
}

/** An 11-digit mobile number grouped 3-4-4 for reading ('138 0013 8000'); anything else as is. */
export function groupMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile)
    ? `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`
    : mobile;
}
