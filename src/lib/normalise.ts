import { ID_CARD, MOBILE } from './validators';

/** What a field holds: a mainland mobile number or an identity card number. */
export type NumberKind = 'mobile' | 'idCard';

/**
 * Characters people put between the parts of a number, or that come with a pasted one: spaces
 * of every kind (the ideographic one of a Chinese keyboard too), hyphens and dashes, dots,
 * slashes and brackets (full-width ones are read as ASCII first).
 */
const SEPARATOR = /[\s\-\u2010-\u2015\u2212.\u3002/()[\]]/;

/** A full-width character of a Chinese keyboard (０-９, Ａ-Ｚ, ｘ, ＋) as its ASCII twin. */
function halfWidth(char: string): string {
  const code = char.charCodeAt(0);
  return code >= 0xff01 && code <= 0xff5e ? String.fromCharCode(code - 0xfee0) : char;
}

/** The country code in front of a mainland mobile: +86, 0086, or a bare 86 before 11 digits. */
function countryPrefix(compact: string): number {
  if (compact.startsWith('+86')) return 3;
  if (compact.startsWith('0086')) return 4;
  if (/^86\d{11}$/.test(compact)) return 2;
  return 0;
}

/**
 * The number a text stands for, with where each of its characters came from in the text: the
 * separators and, for a mobile, the country code dropped; an ID card's check letter in upper case.
 */
function compact(kind: NumberKind, text: string): { value: string; from: number[] } {
  let value = '';
  const from: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = halfWidth(text.charAt(index));
    if (SEPARATOR.test(char)) continue;
    value += kind === 'idCard' ? char.toUpperCase() : char;
    from.push(index);
  }
  const drop = kind === 'mobile' ? countryPrefix(value) : 0;
  return { value: value.slice(drop), from: from.slice(drop) };
}

const VALID: Record<NumberKind, RegExp> = { mobile: MOBILE, idCard: ID_CARD };

/**
 * A number as a phone fills it in, a person types it or a message pastes it, read as what it is:
 * `+86 138 0013 8000`, `138-0013-8000`, `0086 13800138000` and `１３８ ００１３ ８０００` are all the
 * mobile `13800138000`; `110105 19491231 002x` is the ID card `11010519491231002X`. Null when
 * the text is no valid number of that kind once read so.
 */
export function normaliseNumber(kind: NumberKind, text: string): string | null {
  const { value } = compact(kind, text);
  return VALID[kind].test(value) ? value : null;
}

/** What a number field keeps of a change, and where its caret goes. */
export interface TypedNumber {
  /** The valid number when the text reads as one, otherwise the text exactly as typed. */
  value: string;
  /** The caret in `value`: after the same character it followed in the text. */
  caret: number | null;
}

/**
 * What a mobile or ID card field keeps when its text changes: the number once the text reads as
 * a valid one, otherwise the text as typed (nothing a person typed is dropped; the form says
 * what is wrong). When the text is rewritten the caret stays after the character it followed.
 */
export function typedNumber(kind: NumberKind, text: string, caret: number | null): TypedNumber {
  const { value, from } = compact(kind, text);
  if (!VALID[kind].test(value)) return { value: text, caret };
  if (caret === null) return { value, caret: null };
  return { value, caret: from.filter((index) => index < caret).length };
}
