import * as v from 'valibot';

// The known values of a coded field (a status, a type, a mode) and what each means. They are
// documentation, carried into the OpenAPI document as `enum` and `x-enumDescriptions`: never a
// check. A value the app does not know still reads (the screen shows its unknown or fallback
// state), unless the field's own schema already refuses it.

/** What each known value of a coded field means, by value. */
export type Meanings<T extends string | number = string | number> = Readonly<Record<T, string>>;

/** The kind a schema reads, under its optional and soft wrappers. */
function readKind(schema: v.GenericSchema): string {
  let s = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  while (s.wrapped) s = s.wrapped as typeof s;
  return s.type;
}

/** The documentation metadata of a value set: enum, x-enumDescriptions, and integer for codes. */
export function enumMetadata(meanings: Meanings, numeric: boolean) {
  const values = Object.keys(meanings).map((key) => (numeric ? Number(key) : key));
  const integer = numeric && values.every((value) => Number.isInteger(value));
  return {
    ...(integer ? { type: 'integer' } : {}),
    enum: values,
    'x-enumDescriptions': { ...meanings } as Record<string, string>,
  };
}

/**
 * `schema`, its known values documented with what each means. Reading is unchanged: a value outside
 * them reads as `schema` reads it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function coded<S extends v.GenericSchema>(schema: S, meanings: Meanings) {
  const kind = readKind(schema);
  const numeric = kind === 'number' || (kind === 'array' && isNumericList(schema));
  const options = optionsOf(schema);
  if (!options) return v.pipe(schema, v.metadata(enumMetadata(meanings, numeric)));
  // A fixed set (a picklist, a lenient oneOf): its own values, in their own types.
  const integer = options.every((value) => Number.isInteger(value));
  const metadata = {
    ...(integer ? { type: 'integer' } : {}),
    enum: options,
    'x-enumDescriptions': { ...meanings } as Record<string, string>,
  };
  return v.pipe(schema, v.metadata(metadata));
}

/** The values of a fixed set under the wrappers, if it is one. */
function optionsOf(schema: v.GenericSchema): readonly unknown[] | undefined {
  let s = schema as v.GenericSchema & { wrapped?: v.GenericSchema; options?: unknown };
  while (s.wrapped) s = s.wrapped as typeof s;
  return Array.isArray(s.options) && s.type !== 'union' ? (s.options as unknown[]) : undefined;
}

/** A list of numbers (its items are the codes). */
function isNumericList(schema: v.GenericSchema): boolean {
  let s = schema as v.GenericSchema & { wrapped?: v.GenericSchema; item?: v.GenericSchema };
  while (s.wrapped) s = s.wrapped as typeof s;
  return !!s.item && readKind(s.item) === 'number';
}

// Value sets that several calls share.

/** Card password mode of a card or a channel. */
export const CARD_PASSWORD_MODES = { 0: 'none', 1: 'password at login' } as const;

/** Payment types. */
export const PAY_TYPES = {
  wechat: 'WeChat Pay',
  alipay: 'Alipay',
  balance: 'card balance',
} as const;

/** When a bought package takes effect. */
export const EFFECT_MODES = { 1: 'now', 2: 'next month' } as const;
