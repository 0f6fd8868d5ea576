import type * as v from 'valibot';

// Our Valibot schemas (src/lib/schema.ts and plain Valibot) as JSON Schema 2020-12, for the OpenAPI
// document (./openapi.ts).

type Json = Record<string, unknown>;
type AnySchema = v.GenericSchema & Record<string, unknown>;

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

const ENUM_KEYS = ['type', 'enum', 'x-enumDescriptions'];

/**
 * Metadata as keywords. A value set (enum, its meanings, integer) describes the value itself: of a
 * null-or-value field, the value's branch; of a list, its items.
 */
function withMetadata(json: Json, metadata: Json): void {
  if (!('enum' in metadata)) {
    Object.assign(json, metadata);
    return;
  }
  const values = Object.fromEntries(
    Object.entries(metadata).filter(([k]) => ENUM_KEYS.includes(k)),
  );
  const rest = Object.fromEntries(Object.entries(metadata).filter(([k]) => !ENUM_KEYS.includes(k)));
  Object.assign(json, rest);
  let target = json;
  if (Array.isArray(json.anyOf)) {
    target = (json.anyOf as Json[]).find(
      (option) => option.type !== 'null' && !('const' in option),
    )!;
  }
  if (target.type === 'array') target = target.items as Json;
  Object.assign(target, values);
}

/** Pipe items that are JSON Schema keywords of their own (the checks and the metadata). */
function withPipe(s: AnySchema, json: Json): Json {
  const pipe = (s.pipe ?? []) as (Record<string, unknown> & { type: string })[];
  for (const item of pipe) {
    const requirement = item.requirement;
    if (item.type === 'metadata') withMetadata(json, item.metadata as Json);
    else if (item.type === 'description') json.description = item.description;
    else if (item.type === 'regex') json.pattern = (requirement as RegExp).source;
    else if (item.type === 'max_length') json.maxLength = requirement;
    else if (item.type === 'min_length') json.minLength = requirement;
    else if (item.type === 'min_value') json.minimum = requirement;
    else if (item.type === 'max_value') json.maximum = requirement;
    else if (item.type === 'integer') json.type = 'integer';
  }
  return json;
}

/** Converts our Valibot schemas (src/lib/schema.ts and plain Valibot) to JSON Schema 2020-12. */
export class SchemaWriter {
  /** Named entities, written once under components/schemas and referred to by $ref. */
  readonly components: Record<string, Json> = {};
  private readonly names = new Map<unknown, string>();
  /** Named objects by their entries: an object built from a named one's entries is that one. */
  private readonly byEntries = new Map<unknown, string>();

  /**
   * `comments`: the doc comments of the fields of each named schema (by its name), carried into the
   * document as the fields' descriptions.
   */
  constructor(
    named: Record<string, unknown>,
    private readonly comments: Record<string, Record<string, string>> = {},
  ) {
    for (const [name, schema] of Object.entries(named)) {
      if (!this.names.has(schema)) this.names.set(schema, name);
      const entries = (schema as { entries?: unknown }).entries;
      if (entries && !this.byEntries.has(entries)) this.byEntries.set(entries, name);
    }
  }

  /** A reference to a named entity, written once under components/schemas. */
  private refTo(name: string): Json {
    if (!this.components[name]) {
      this.components[name] = {};
      const schema = [...this.names].find(([, n]) => n === name)![0] as v.GenericSchema;
      this.components[name] = this.write(schema, true, this.comments[name]);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** `fields`: the descriptions of the fields of the object it writes, by field name. */
  write(schema: v.GenericSchema, root = false, fields?: Record<string, string>): Json {
    const name = this.names.get(schema);
    if (name && !root) return this.refTo(name);
    const s = schema as AnySchema;
    const wrapped = s.wrapped as v.GenericSchema | undefined;
    // Our soft wrapper (src/lib/schema.ts) reads as the schema it wraps.
    if (wrapped && !['optional', 'exact_optional', 'nullish', 'nullable'].includes(s.type)) {
      return this.write(wrapped, false, fields);
    }
    return withPipe(s, this.writeKind(s, root, fields));
  }

  private writeKind(s: AnySchema, root: boolean, fields?: Record<string, string>): Json {
    const wrapped = s.wrapped as v.GenericSchema | undefined;
    switch (s.type) {
      case 'optional':
      case 'exact_optional': {
        // A field read as null-or-value (its default is null) says so.
        const inner = this.write(wrapped!, false, fields);
        if (s.default === null) return { anyOf: [inner, { type: 'null' }] };
        // A date whose absence may be written '' (not set): either.
        if (
          (s.default === '' || s.default === undefined) &&
          (inner.format === 'date-time' || inner.format === 'date')
        ) {
          const { description, ...typed } = inner;
          return {
            anyOf: [typed, { const: '', description: 'None.' }],
            ...(description ? { description } : {}),
          };
        }
        return inner;
      }
      case 'nullish':
      case 'nullable':
        return { anyOf: [this.write(wrapped!), { type: 'null' }] };
      case 'lazy':
        return this.write((s.getter as (input: unknown) => v.GenericSchema)(undefined));
      case 'object':
      case 'loose_object':
      case 'strict_object': {
        // The same fields as a named entity (optObj(named.entries)): a reference, not a copy.
        const same = root ? undefined : this.byEntries.get(s.entries);
        if (same && this.names.get(s) !== same) return this.refTo(same);
        const entries = s.entries as Record<string, AnySchema>;
        const properties: Json = {};
        const required: string[] = [];
        for (const [key, entry] of Object.entries(entries)) {
          const written = this.write(entry);
          properties[key] = fields?.[key] ? { ...written, description: fields[key] } : written;
          if (!OPTIONAL_TYPES.has(entry.type)) required.push(key);
        }
        return { type: 'object', properties, ...(required.length ? { required } : {}) };
      }
      case 'array':
        return { type: 'array', items: this.write(s.item as v.GenericSchema) };
      case 'record':
        return { type: 'object', additionalProperties: this.write(s.value as v.GenericSchema) };
      case 'union':
        return { anyOf: (s.options as v.GenericSchema[]).map((option) => this.write(option)) };
      case 'picklist':
        return { enum: s.options as unknown[] };
      case 'literal':
        return { const: s.literal };
      case 'null':
        return { type: 'null' };
      case 'instance':
        // A file of a multipart upload.
        return { type: 'string', format: 'binary' };
      case 'unknown':
      case 'any':
        return {};
      case 'number':
      case 'string':
      case 'boolean': {
        // Our lenient kinds may carry a fixed set of values or a format.
        const json: Json = { type: s.type };
        if (Array.isArray(s.options)) json.enum = s.options;
        if (typeof s.format === 'string') json.format = s.format;
        return json;
      }
      default:
        throw new Error(`No JSON Schema for a Valibot '${String(s.type)}' schema`);
    }
  }
}
