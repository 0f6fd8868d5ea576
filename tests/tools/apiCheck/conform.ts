// Whether a value is what a schema of docs/api/openapi.json describes, and if not, the first place
// where it differs. The document uses a small part of JSON Schema (type, properties, required,
// items, additionalProperties, anyOf, enum, const, $ref), so this walks exactly that and says
// where a backend differs in words a backend engineer can act on: the field's path, what the
// document expects and what came (its kind, never its value: an answer may carry a token).

export type Schema = Record<string, unknown>;

const kindOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'an integer'
          : 'a number'
        : typeof value === 'string'
          ? /^-?\d+(\.\d+)?$/.test(value)
            ? 'a numeric string'
            : 'a string'
          : typeof value === 'object'
            ? 'an object'
            : `a ${typeof value}`;

const EXPECTED: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  null: 'null',
};

/** A loose likeness of two field names: the same letters, one inside the other, or a typo. */
function alike(a: string, b: string): boolean {
  const plain = (name: string) => name.toLowerCase().replace(/[_-]/g, '');
  const [x, y] = [plain(a), plain(b)];
  if (x === y || x.includes(y) || y.includes(x)) return true;
  // Edit distance of at most 2.
  const row = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= y.length; j += 1) {
      const kept = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] === y[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[y.length] <= 2;
}

export class Conformance {
  constructor(private readonly components: Record<string, Schema>) {}

  private resolve(schema: Schema): Schema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const name = ref.replace('#/components/schemas/', '');
    const found = this.components[name];
    if (!found) throw new Error(`The document refers to a missing schema ${ref}`);
    return this.resolve(found);
  }

  /** What the schema expects, in words. */
  describe(schema: Schema): string {
    const s = this.resolve(schema);
    if ('const' in s) return JSON.stringify(s.const);
    if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
    if (Array.isArray(s.anyOf))
      return (s.anyOf as Schema[]).map((o) => this.describe(o)).join(' or ');
    return typeof s.type === 'string' ? (EXPECTED[s.type] ?? s.type) : 'anything';
  }

  /** The first difference of `value` from `schema`, or undefined when it conforms. */
  difference(value: unknown, schema: Schema, at = 'data'): string | undefined {
    const s = this.resolve(schema);
    if (Array.isArray(s.anyOf)) {
      const options = s.anyOf as Schema[];
      const differences = options.map((option) => this.difference(value, option, at));
      if (differences.some((d) => d === undefined)) return undefined;
      // The difference from the option that is not null says the most.
      const index = options.findIndex((option) => this.resolve(option).type !== 'null');
      return differences[Math.max(index, 0)];
    }
    const got = kindOf(value);
    if ('const' in s && value !== s.const) return `${at}: expected ${this.describe(s)}, got ${got}`;
    if (Array.isArray(s.enum) && !s.enum.includes(value))
      return `${at}: expected ${this.describe(s)}, got ${got}${typeof value === 'string' || typeof value === 'number' ? ' outside the list' : ''}`;
    const expected = `${at}: expected ${this.describe(s)}, got ${got}`;
    switch (s.type) {
      case 'string':
        return typeof value === 'string' ? undefined : expected;
      case 'number':
        return typeof value === 'number' && Number.isFinite(value) ? undefined : expected;
      case 'integer':
        return Number.isInteger(value) ? undefined : expected;
      case 'boolean':
        return typeof value === 'boolean' ? undefined : expected;
      case 'null':
        return value === null ? undefined : expected;
      case 'array': {
        if (!Array.isArray(value)) return expected;
        const items = s.items as Schema | undefined;
        if (!items) return undefined;
        for (let i = 0; i < value.length; i += 1) {
          const found = this.difference(value[i], items, `${at}[${i}]`);
          if (found) return found;
        }
        return undefined;
      }
      case 'object':
        return this.objectDifference(value, s, at, expected);
      default:
        return undefined;
    }
  }

  private objectDifference(value: unknown, s: Schema, at: string, expected: string) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return expected;
    const fields = value as Record<string, unknown>;
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const required = (s.required ?? []) as string[];
    for (const [name, property] of Object.entries(properties)) {
      if (!(name in fields)) continue;
      const found = this.difference(fields[name], property, `${at}.${name}`);
      if (found) return found;
    }
    const unknown = s.properties ? Object.keys(fields).filter((name) => !(name in properties)) : [];
    const missing = Object.keys(properties).filter((name) => !(name in fields));
    // A field the document names is missing and one like it that it does not name came instead.
    for (const name of missing) {
      const instead = unknown.find((other) => alike(name, other));
      if (instead)
        return `${at}.${name}: missing, and ${at}.${instead} came instead (not in the document): renamed?`;
    }
    const absent = required.find((name) => !(name in fields));
    if (absent)
      return `${at}.${absent}: missing (required, ${this.describe(properties[absent] ?? {})})`;
    const values = s.additionalProperties as Schema | undefined;
    if (values && typeof values === 'object') {
      for (const [name, item] of Object.entries(fields)) {
        const found = this.difference(item, values, `${at}.${name}`);
        if (found) return found;
      }
    }
    return undefined;
  }
}
