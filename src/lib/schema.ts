import * as v from 'valibot';

// The field kinds of the API's answers, as Valibot schemas. They read what a server may send in
// place of the exact type (a numeric string for a number, 0/1 for a flag, null for a missing text)
// and decide what a broken field costs:
// - a field the page cannot do without (`num`, `reqStr`, `openableUrl`, a required `obj`) breaks
//   the answer, and the page shows its error state;
// - any other field degrades: a broken optional value becomes its default, a broken list item is
//   dropped, and the answer goes on. Each degradation is still reported (`checkAnswer`).
// The schemas keep their Valibot `type` ('number', 'string', 'boolean', 'array', 'object', ...),
// so the OpenAPI document (tests/tools/openapi) describes them as the plain JSON types they are.

type Issue = v.BaseIssue<unknown> & { soft?: boolean };
type Dataset<T> = v.OutputDataset<T, v.BaseIssue<unknown>>;
type Fail = (input: unknown, reason: string) => Dataset<never>;
type Run<T> = (
  dataset: v.UnknownDataset,
  config: v.Config<v.BaseIssue<unknown>>,
  fail: Fail,
) => Dataset<T>;
/** A schema of this module: Valibot's protocol, any input, output T. */
export type Field<T> = v.BaseSchema<unknown, T, v.BaseIssue<unknown>>;

const absent = (value: unknown) => value === undefined || value === null;

/** A schema object speaking Valibot's protocol (`~run`, `~standard`), for our lenient leaves. */
/* @__NO_SIDE_EFFECTS__ */
function schemaOf<T>(type: string, expects: string, run: Run<T>, extra: object = {}): Field<T> {
  // A failed dataset with one issue whose message is the short reason of a breach report.
  const fail: Fail = (input, reason) => {
    const issue = {
      kind: 'schema',
      type,
      input,
      expected: expects,
      received: typeof input,
      message: reason,
    };
    return { typed: false, value: input, issues: [issue as Issue] } as Dataset<never>;
  };
  const runWith: v.BaseSchema<unknown, T, v.BaseIssue<unknown>>['~run'] = (dataset, config) =>
    run(dataset, config, fail);
  return {
    kind: 'schema',
    type,
    reference: schemaOf,
    expects,
    async: false,
    ...extra,
    '~run': runWith,
    '~standard': {
      version: 1,
      vendor: 'valibot',
      validate: (value: unknown) => runWith({ value }, v.getGlobalConfig()),
    },
  } as unknown as Field<T>;
}

const NUMERIC = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** A number, or a numeric string read as one; `whenAbsent` stands in for null or a missing value. */
/* @__NO_SIDE_EFFECTS__ */
function numberish<T extends number | undefined>(
  whenAbsent: T | typeof REQUIRED,
): Field<number | T> {
  return schemaOf<number | T>('number', 'number', (dataset, _config, fail) => {
    const input = dataset.value;
    if (absent(input)) {
      return whenAbsent === REQUIRED ? fail(input, 'missing') : { typed: true, value: whenAbsent };
    }
    const parsed =
      typeof input === 'number'
        ? input
        : typeof input === 'string' && NUMERIC.test(input)
          ? Number(input)
          : NaN;
    return Number.isFinite(parsed) ? { typed: true, value: parsed } : fail(input, 'not a number');
  });
}

/** A text: numbers and flags become their text; `whenAbsent` stands in for null or missing. */
/* @__NO_SIDE_EFFECTS__ */
function textish<T extends string | undefined>(
  whenAbsent: T | typeof REQUIRED,
  check?: (text: string) => string | null,
  extra?: object,
): Field<string | T> {
  return schemaOf<string | T>(
    'string',
    'string',
    (dataset, _config, fail) => {
      const input = dataset.value;
      if (absent(input)) {
        return whenAbsent === REQUIRED
          ? fail(input, 'missing')
          : { typed: true, value: whenAbsent };
      }
      const text =
        typeof input === 'string'
          ? input
          : typeof input === 'number' || typeof input === 'boolean'
            ? String(input)
            : null;
      if (text === null) return fail(input, 'not a text');
      const problem = check?.(text);
      return problem ? fail(input, problem) : { typed: true, value: text };
    },
    extra,
  );
}

const REQUIRED = Symbol('required');

/**
 * An optional field: missing stays missing; null or a broken value becomes `fallback`, and the
 * breakage is reported without failing the answer.
 */
/* @__NO_SIDE_EFFECTS__ */
export function soft<S extends Field<unknown>, F extends v.InferOutput<S> | undefined | null>(
  schema: S,
  fallback: F,
): v.OptionalSchema<Field<v.InferOutput<S> | F>, F> {
  const wrapped = schemaOf<v.InferOutput<S> | F>(
    schema.type,
    schema.expects,
    (dataset, config) => {
      if (absent(dataset.value)) return { typed: true, value: fallback };
      const result = schema['~run'](dataset, config) as v.OutputDataset<v.InferOutput<S>, Issue>;
      // Degradations inside (list items, nested optional fields) keep the value they left.
      if (!result.issues || (result.typed && result.issues.every((issue) => issue.soft))) {
        return result;
      }
      const issues = result.issues.map((issue) => ({ ...issue, soft: true }));
      return { typed: true, value: fallback, issues } as never;
    },
    { wrapped: schema },
  );
  return v.optional(wrapped, fallback as never) as never;
}

/** A number the page computes with (ids, prices): numeric strings are read, anything else breaks. */
export const num: Field<number> = /* @__PURE__ */ numberish<number>(REQUIRED);
/** A number that may be missing; broken, it is left out. */
export const optNum = /* @__PURE__ */ soft(numberish<undefined>(undefined), undefined);
/** A number with a default for missing or broken values. */
/* @__NO_SIDE_EFFECTS__ */
export const numOr = (fallback: number) => soft(numberish<number>(fallback), fallback);

/** Text: missing or broken is ''. */
export const str = /* @__PURE__ */ soft(textish<string>(''), '');
/** Text that may be missing; broken, it is left out. */
export const optStr = /* @__PURE__ */ soft(textish<undefined>(undefined), undefined);
/**
 * A date and time, ISO 8601 with an offset (2026-01-15T02:00:00.000Z), read as text: missing or
 * broken is '' (none). The document says its format; the page parses it (src/lib/dates.ts).
 */
export const dateTime = /* @__PURE__ */ soft(
  textish<string>('', undefined, { format: 'date-time' }),
  '',
);
/** A date and time that may be missing; broken, it is left out. */
export const optDateTime = /* @__PURE__ */ soft(
  textish<undefined>(undefined, undefined, { format: 'date-time' }),
  undefined,
);
/** A calendar day (2026-01-15), read as text: missing or broken is ''. */
export const day = /* @__PURE__ */ soft(textish<string>('', undefined, { format: 'date' }), '');

/** Text the page cannot do without (order numbers, card numbers): missing or empty breaks. */
export const reqStr: Field<string> = /* @__PURE__ */ textish<string>(REQUIRED, (text) =>
  text === '' ? 'missing' : null,
);

/**
 * An address the app opens (a cashier, a download): '' (none), http(s) with a host, or a path of
 * this site ('/...', not '//host'). Anything else breaks the answer: it must never be opened.
 */
export const openableUrl = /* @__PURE__ */ v.optional(
  textish<string>(
    '',
    (raw) => {
      const text = raw.trim();
      if (text === '') return null;
      // eslint-disable-next-line no-control-regex
      const clean = !/[\s\u0000-\u001f\u007f\\]/.test(text);
      if (clean && /^\/(?!\/)/.test(text)) return null;
      if (clean && /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(text)) return null;
      return 'not an http(s) address';
    },
    { format: 'uri-reference' },
  ),
  '',
);

/** A flag: missing is false; 0/1 and 'true'/'false' are read as such; anything else is false, reported. */
export const bool = /* @__PURE__ */ soft(
  schemaOf<boolean>('boolean', 'boolean', (dataset, _config, fail) => {
    const input = dataset.value;
    if (typeof input === 'boolean') return { typed: true, value: input };
    if (absent(input) || input === 0 || input === '0' || input === 'false' || input === '')
      return { typed: true, value: false };
    if (input === 1 || input === '1' || input === 'true') return { typed: true, value: true };
    return fail(input, 'not a flag');
  }),
  false,
);

/** One of a fixed set of values (numbers may come as numeric strings); others become `fallback`. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<
  const T extends readonly (string | number)[],
  F extends T[number] | undefined,
>(options: T, fallback: F) {
  const known = options as readonly unknown[];
  return soft(
    schemaOf<T[number]>(
      typeof options[0] === 'number' ? 'number' : 'string',
      'one of the known values',
      (dataset, _config, fail) => {
        const input = dataset.value;
        const value =
          typeof input === 'string' && NUMERIC.test(input) && !known.includes(input)
            ? Number(input)
            : input;
        return known.includes(value)
          ? { typed: true, value: value as T[number] }
          : fail(input, 'not a known value');
      },
      { options },
    ),
    fallback,
  );
}

/** Any value (dictionary values, payloads the app passes on without reading). */
export const any = /* @__PURE__ */ v.unknown();

/**
 * A list: missing is []. An item that breaks is dropped (and reported), so one bad row never
 * empties a page; a value that is not a list at all becomes [] (reported).
 */
/* @__NO_SIDE_EFFECTS__ */
export function list<S extends Field<unknown>>(item: S) {
  const items = schemaOf<v.InferOutput<S>[]>(
    'array',
    'Array',
    (dataset, config, fail) => {
      const input = dataset.value;
      if (absent(input)) return { typed: true, value: [] };
      if (!Array.isArray(input)) return fail(input, 'not a list');
      const value: v.InferOutput<S>[] = [];
      const issues: Issue[] = [];
      input.forEach((entry: unknown, index) => {
        const result = item['~run']({ value: entry }, config) as v.OutputDataset<unknown, Issue>;
        const pathItem = { type: 'array', origin: 'value', input, key: index, value: entry };
        for (const issue of result.issues ?? []) {
          (issue as { path?: unknown[] }).path = [pathItem, ...(issue.path ?? [])];
        }
        const hard = result.issues?.some((issue) => !issue.soft);
        if (result.issues) issues.push(...result.issues.map((issue) => ({ ...issue, soft: true })));
        if (!hard && result.typed) value.push(result.value as v.InferOutput<S>);
      });
      return (issues.length ? { typed: true, value, issues } : { typed: true, value }) as never;
    },
    { item },
  );
  return soft(items, [] as v.InferOutput<S>[]);
}

/** A list of texts (tags): numbers become texts, missing entries are dropped. */
export const strList = /* @__PURE__ */ list(textish<string>(REQUIRED));

/** An object whose listed fields are read; fields not listed are left out. */
/* @__NO_SIDE_EFFECTS__ */
export const obj = <E extends v.ObjectEntries>(entries: E) => v.object(entries);

/** An object that may be missing (null); broken, it is null and reported. */
/* @__NO_SIDE_EFFECTS__ */
export const optObj = <E extends v.ObjectEntries>(entries: E) =>
  soft(v.object(entries) as Field<v.InferOutput<v.ObjectSchema<E, undefined>>>, null);

/** A map from names to values (dictionary options by dictionary name). */
/* @__NO_SIDE_EFFECTS__ */
export const byName = <S extends Field<unknown>>(value: S) =>
  soft(
    v.record(v.string(), value) as Field<Record<string, v.InferOutput<S>>>,
    {} as Record<string, v.InferOutput<S>>,
  );

/** A page of a list (docs/requirements.md section 7 paging). */
/* @__NO_SIDE_EFFECTS__ */
export const paged = <S extends Field<unknown>>(item: S) =>
  obj({ list: list(item), total: numOr(0), page: numOr(1), pageSize: numOr(10), hasMore: bool });

/** Where and how an answer differs from its schema: never the value itself. */
export interface Breach {
  /** Place of the field, e.g. 'list[0].price' ('(data)' for the payload itself). */
  field: string;
  /** What was wrong: 'missing', 'not a number', 'not an object', ... */
  reason: string;
}

/** The outcome of reading an answer with its schema. */
export type Checked<T> =
  { ok: true; data: T; degraded: Breach[] } | { ok: false; breach: Breach; degraded: Breach[] };

function fieldOf(issue: Issue): string {
  let field = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    field += typeof key === 'number' ? `[${key}]` : field === '' ? String(key) : `.${String(key)}`;
  }
  return field || '(data)';
}

function reasonOf(issue: Issue): string {
  if (issue.type === 'object' || issue.type === 'record') {
    return absent(issue.input) ? 'missing' : 'not an object';
  }
  if (issue.kind === 'schema' && absent(issue.input) && issue.message.startsWith('Invalid'))
    return 'missing';
  return issue.message.startsWith('Invalid') ? `not ${issue.expected ?? 'valid'}` : issue.message;
}

/**
 * Reads an answer with its schema: the normalised data and the degradations, or the first
 * breach of a field the page cannot do without.
 */
export function checkAnswer<T>(schema: v.GenericSchema<unknown, T>, data: unknown): Checked<T> {
  const result = schema['~run']({ value: data }, v.getGlobalConfig()) as v.OutputDataset<T, Issue>;
  const issues = (result.issues ?? []) as Issue[];
  const degraded = issues
    .filter((issue) => issue.soft)
    .map((issue) => ({ field: fieldOf(issue), reason: reasonOf(issue) }));
  const hard = issues.find((issue) => !issue.soft);
  if (hard || !result.typed) {
    const first = hard ?? issues[0];
    return {
      ok: false,
      breach: first
        ? { field: fieldOf(first), reason: reasonOf(first) }
        : { field: '(data)', reason: 'invalid' },
      degraded,
    };
  }
  return { ok: true, data: result.value as T, degraded };
}

/** The type a schema reads an answer into (the entity types of src/domain come from here). */
export type Shape<S extends v.GenericSchema> = v.InferOutput<S>;

/**
 * One entry of a backend dictionary (docs/requirements.md section 3): label, value, key,
 * listClass. The value is a text or a number, passed on as it is. Declared once here, so that
 * the domain's schemas and the dictionary helpers of src/lib/dict.ts share it.
 */
export const dictOption = obj({
  label: str,
  value: any as Field<string | number>,
  key: optStr,
  listClass: optStr,
});
export type DictOption = Shape<typeof dictOption>;
