import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import document from '../../docs/api/openapi.json';
import { palette } from '../../src/theme/tokens';

// The OpenAPI document of docs/api/openapi.json drawn for people: one card per operation with its
// parameters, the fields of its answer, the codes it may answer and a demo example. The document is
// generated from the endpoint declarations, so this page cannot drift from the shop.

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  $ref?: string;
}
interface Operation {
  operationId: string;
  summary: string;
  'x-origin': 'spec' | 'extension';
  'x-auth': string;
  'x-preview'?: boolean;
  'x-codes': number[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: {
    '200': {
      description: string;
      content: {
        'application/json': { schema: Json; examples?: Record<string, { value: Json }> };
      };
    };
  };
}

const doc = document as unknown as {
  info: { description: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};

const resolve = (schema: Json): Json => {
  const ref = schema.$ref as string | undefined;
  return ref ? (doc.components.schemas[ref.split('/').pop()!] ?? {}) : schema;
};

/** A JSON Schema's type in a few words: 'number', 'list of Goods', 'SimLayout'. */
function typeOf(schema: Json): string {
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' or ');
  if (schema.type === 'array') return `list of ${typeOf(schema.items as Json)}`;
  if (schema.type === 'object' && schema.additionalProperties)
    return `map of ${typeOf(schema.additionalProperties as Json)}`;
  if (schema.type) return String(schema.type);
  return 'any';
}

/** The fields of an object schema, one level deep per row, nested objects indented. */
function Fields({
  schema,
  depth = 0,
  seen = [],
}: {
  schema: Json;
  depth?: number;
  seen?: string[];
}) {
  const name = schema.$ref ? String(schema.$ref).split('/').pop()! : '';
  if (name && seen.includes(name)) return null;
  const target = resolve(schema);
  const inner = target.type === 'array' ? resolve(target.items as Json) : target;
  const properties = (inner.properties ?? {}) as Record<string, Json>;
  const required = (inner.required ?? []) as string[];
  if (!Object.keys(properties).length || depth > 3) return null;
  return (
    <>
      {Object.entries(properties).map(([field, value]) => (
        <FieldRow
          key={field}
          field={field}
          value={value}
          required={required.includes(field)}
          depth={depth}
          seen={name ? [...seen, name] : seen}
        />
      ))}
    </>
  );
}

function FieldRow(props: {
  field: string;
  value: Json;
  required: boolean;
  depth: number;
  seen: string[];
}) {
  const { field, value, required, depth, seen } = props;
  return (
    <>
      <tr>
        <td style={{ ...cell, paddingLeft: 8 + depth * 16, fontFamily: mono }}>{field}</td>
        <td style={cell}>{typeOf(value)}</td>
        <td style={cell}>{required ? 'required' : 'optional'}</td>
      </tr>
      <Fields schema={value} depth={depth + 1} seen={seen} />
    </>
  );
}

const mono = "'Liberation Mono', 'Noto Sans Mono CJK SC', monospace";
const cell: CSSProperties = {
  padding: '4px 8px',
  borderTop: `1px solid ${palette.grey200}`,
  verticalAlign: 'top',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13, margin: '8px 0' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'left' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function OperationCard({
  route,
  method,
  operation,
}: {
  route: string;
  method: string;
  operation: Operation;
}) {
  const ok = operation.responses['200'].content['application/json'];
  // The first envelope of the answer is the success; its second part has the data.
  const success = (ok.schema.oneOf as Json[] | undefined)?.[0] ?? {};
  const answer = (success.allOf as Json[] | undefined)?.[1] as
    { properties: { data: Json } } | undefined;
  const body = operation.requestBody && Object.values(operation.requestBody.content)[0].schema;
  const query = operation.parameters.filter(
    (parameter) => parameter.in === 'query' || parameter.in === 'path',
  );
  const codes = operation.responses['200'].description.split('\n').slice(1);
  return (
    <article
      aria-label={`${method.toUpperCase()} ${route}`}
      style={{
        border: `1px solid ${palette.grey300}`,
        borderRadius: 8,
        padding: 12,
        margin: '12px 0',
      }}
    >
      <h3 style={{ margin: 0, fontFamily: mono, fontSize: 15 }}>
        <span
          style={{ color: method === 'get' ? palette.green700 : palette.orange700, marginRight: 8 }}
        >
          {method.toUpperCase()}
        </span>
        {route}
      </h3>
      <p style={{ margin: '6px 0' }}>
        {operation.summary}{' '}
        <strong>
          {operation['x-origin'] === 'spec'
            ? 'Named by the requirements, section 7.'
            : "This shop's extension."}
        </strong>{' '}
        {operation['x-auth'] === 'card'
          ? `Needs the card session (Sim-No, Sim-Token)${operation['x-preview'] ? '; a layout preview may call it' : ''}.`
          : operation['x-auth'] === 'shop'
            ? 'Needs the shop login (Session-ID).'
            : ''}
      </p>
      {query.length > 0 && (
        <Table head={['query', 'type', 'presence']}>
          {query.map((parameter) => (
            <tr key={parameter.name}>
              <td style={{ ...cell, fontFamily: mono }}>{parameter.name}</td>
              <td style={cell}>{typeOf(parameter.schema ?? {})}</td>
              <td style={cell}>{parameter.required ? 'required' : 'optional'}</td>
            </tr>
          ))}
        </Table>
      )}
      {body && (
        <Table head={['body', 'type', 'presence']}>
          <Fields schema={body} />
        </Table>
      )}
      {answer && (
        <Table head={[`data: ${typeOf(answer.properties.data)}`, 'type', 'presence']}>
          <Fields schema={answer.properties.data} />
        </Table>
      )}
      <ul style={{ margin: '4px 0', paddingLeft: 20, fontSize: 13 }}>
        {codes.map((line) => (
          <li key={line}>{line.replace(/^- /, 'code ')}</li>
        ))}
      </ul>
      {ok.examples?.ok && (
        <details>
          <summary>Example answer from the demo</summary>
          <pre
            style={{
              fontFamily: mono,
              fontSize: 12,
              maxHeight: 320,
              overflow: 'auto',
              background: palette.grey100,
              padding: 8,
            }}
          >
            {JSON.stringify(ok.examples.ok.value, null, 2)}
          </pre>
        </details>
      )}
    </article>
  );
}

/** Every operation of the document, with a filter by path or words of the summary. */
export function ApiContract() {
  const [filter, setFilter] = useState('');
  const operations = useMemo(
    () =>
      Object.entries(doc.paths).flatMap(([path, methods]) => {
        // The app-domain service's operations name their own server.
        const server = (methods as { servers?: { url: string }[] }).servers?.[0]?.url ?? '';
        return Object.entries(methods)
          .filter(([method]) => method === 'get' || method === 'post')
          .map(([method, operation]) => ({ route: server + path, method, operation }));
      }),
    [],
  );
  const words = filter.trim().toLowerCase();
  const shown = operations.filter(
    ({ route, operation }) =>
      !words || `${route} ${operation.summary}`.toLowerCase().includes(words),
  );
  const extensions = operations.filter(
    ({ operation }) => operation['x-origin'] === 'extension',
  ).length;
  return (
    <div style={{ color: palette.grey900 }}>
      <p>
        {operations.length} operations, {operations.length - extensions} named by the requirements
        (section 7) and {extensions} this shop's own (version {doc.info.version}).
      </p>
      <label style={{ display: 'block', margin: '8px 0' }}>
        Find an operation{' '}
        <input
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="/api/iot/simInfo"
          style={{ fontSize: 16, padding: 4, width: 280 }}
        />
      </label>
      <p aria-live="polite">{shown.length === operations.length ? '' : `${shown.length} shown`}</p>
      {shown.map(({ route, method, operation }) => (
        <OperationCard
          key={`${method} ${route}`}
          route={route}
          method={method}
          operation={operation}
        />
      ))}
    </div>
  );
}
