// Response validation at the API boundary: for the calls that feed pages, the fields those pages
// rely on are checked and normalised where that is safe (a missing list becomes [], a numeric
// string a number, a missing text ''); a response broken beyond repair raises a ContractBreach,
// which the client turns into an ApiError of kind 'contract'. Fields not listed pass untouched.

/** Where and how a response broke its contract. Never carries the offending value. */
export class ContractBreach extends Error {
  /** Place of the broken field, e.g. 'list[0].price' ('(data)' for the payload itself). */
  readonly field: string;
  /** What was wrong: 'missing', 'not a number', 'not an object', ... */
  readonly reason: string;

  constructor(field: string, reason: string) {
    super(`${field}: ${reason}`);
    this.name = 'ContractBreach';
    this.field = field;
    this.reason = reason;
  }
}

/** A check: returns the (possibly normalised) value or throws a ContractBreach. */
export type Check = (value: unknown, at: string) => unknown;

const ROOT = '(data)';
const join = (at: string, key: string | number) =>
  typeof key === 'number' ? `${at === ROOT ? '' : at}[${key}]` : at === ROOT ? key : `${at}.${key}`;

const NUMERIC = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;
const absent = (value: unknown) => value === undefined || value === null;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toNumber(value: unknown, at: string): number {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new ContractBreach(at, 'not a number');
  }
  if (typeof value === 'string' && NUMERIC.test(value)) {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new ContractBreach(at, absent(value) ? 'missing' : 'not a number');
}

/** A number the page computes with (ids, prices): numeric strings are converted, anything else breaks. */
export const num: Check = (value, at) => toNumber(value, at);

/** A number that may be missing (null becomes undefined); present, it must be numeric. */
export const optNum: Check = (value, at) => (absent(value) ? undefined : toNumber(value, at));

/** A number with a safe default when missing. */
export const numOr =
  (fallback: number): Check =>
  (value, at) =>
    absent(value) ? fallback : toNumber(value, at);

/** Text: a missing text becomes '', a number or boolean its string; an object or list breaks. */
export const str: Check = (value, at) => {
  if (typeof value === 'string') return value;
  if (absent(value)) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ContractBreach(at, 'not a text');
};

/** Text that may be missing (null becomes undefined); present, it must be a text. */
export const optStr: Check = (value, at) => (absent(value) ? undefined : str(value, at));

/** Text that must be present and non-empty (order numbers, card numbers). */
export const reqStr: Check = (value, at) => {
  const text = str(value, at) as string;
  if (text === '') throw new ContractBreach(at, 'missing');
  return text;
};

/**
 * An address the app opens (a cashier): '' (none), http(s) with a host, or a path of this site
 * ('/...', not '//host'). javascript:, data: and other schemes break the contract.
 */
export const openableUrl: Check = (value, at) => {
  const text = (str(value, at) as string).trim();
  if (text === '') return '';
  // eslint-disable-next-line no-control-regex
  const clean = !/[\s\u0000-\u001f\u007f\\]/.test(text);
  if (clean && /^\/(?!\/)/.test(text)) return text;
  if (clean && /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(text)) return text;
  throw new ContractBreach(at, 'not an http(s) address');
};

/** A flag: missing is false; 0/1 and 'true'/'false' are read as such; anything else breaks. */
export const bool: Check = (value, at) => {
  if (typeof value === 'boolean') return value;
  if (absent(value) || value === 0 || value === '0' || value === 'false' || value === '')
    return false;
  if (value === 1 || value === '1' || value === 'true') return true;
  throw new ContractBreach(at, 'not a flag');
};

/** A list: missing becomes [], each item is checked; anything but a list breaks. */
export const list =
  (item?: Check): Check =>
  (value, at) => {
    if (absent(value)) return [];
    if (!Array.isArray(value)) throw new ContractBreach(at, 'not a list');
    return item ? value.map((entry, index) => item(entry, join(at, index))) : value;
  };

/** A list of texts (tags): numbers become texts, missing entries are dropped. */
export const strList: Check = (value, at) =>
  (list()(value, at) as unknown[])
    .filter((entry) => !absent(entry))
    .map((entry, index) => str(entry, join(at, index)));

interface ObjOptions {
  /** Null or missing is accepted (stays null). */
  optional?: boolean;
}

/** An object whose listed fields are checked; other fields pass untouched. */
export const obj =
  (fields: Record<string, Check>, options: ObjOptions = {}): Check =>
  (value, at) => {
    if (absent(value) && options.optional) return null;
    if (!isRecord(value)) throw new ContractBreach(at, absent(value) ? 'missing' : 'not an object');
    const result: Record<string, unknown> = { ...value };
    for (const [key, check] of Object.entries(fields)) {
      const next = check(value[key], join(at, key));
      if (next === undefined) delete result[key];
      else result[key] = next;
    }
    return result;
  };

/** A page of a list (SPEC section 7 paging). */
export const paged = (item: Check): Check =>
  obj({ list: list(item), total: numOr(0), page: numOr(1), hasMore: bool });

/** Checks a value against a contract; returns the normalised value or throws a ContractBreach. */
export function check(contract: Check, value: unknown): unknown {
  return contract(value, ROOT);
}
