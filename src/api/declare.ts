import type * as v from 'valibot';

// One declaration per endpoint: everything the shop knows about a call of its backend. The typed
// call (./call.ts), the answer's check, the registry (./declarations/index.ts), the OpenAPI
// document (docs/api/openapi.json) and the demo API's handlers all read it.

export type Method = 'GET' | 'POST';

/** Who may call: anyone, a card session (Sim-No and Sim-Token), a shop session (Session-ID). */
export type Auth = 'none' | 'card' | 'shop';

/** Where the endpoint is served: the shop backend, the app-domain binding service, or static files. */
export type Service = 'api' | 'appDomain' | 'static';

export interface Endpoint {
  method: Method;
  /** Path under the service's base (/api/iot/simInfo); `{name}` takes that input field. */
  path: string;
  /** One line: what the call does, for the OpenAPI document and the registry. */
  summary: string;
  /** 'spec': named by docs/requirements.md section 7; 'extension': this shop's own addition. */
  origin: 'spec' | 'extension';
  /** Default 'none'. */
  auth?: Auth;
  /** Default 'api'. */
  service?: Service;
  /** The query (GET) or JSON body (POST); a multipart upload sends FormData instead. */
  input?: v.GenericSchema;
  /** The `data` of a successful envelope. */
  answer: v.GenericSchema;
  /** The `data` of a refusal (a code other than 0) that the app reads, where it reads one. */
  refusal?: v.GenericSchema;
  /** Envelope codes of docs/requirements.md section 8 this call answers besides 0 and the session codes. */
  codes?: readonly number[];
  /** Empty parameters are sent as they are (docs/requirements.md section 5: saveLowerCustom). */
  keepEmpty?: boolean;
  /** A multipart/form-data upload (60 s framework timeout). */
  upload?: boolean;
  /** A POST that changes nothing on the server (it only reads): a layout preview may send it. */
  readOnly?: boolean;
  /**
   * Creates an order (or a payment of one): once it succeeds the Order-Session-ID is renewed, so
   * the next order is a new attempt; a failed one keeps it for the retry (./context.ts).
   */
  createsOrder?: boolean;
}

/** The input a call of `E` takes. */
export type InputOf<E extends Endpoint> = E['input'] extends v.GenericSchema
  ? v.InferInput<E['input']>
  : void;

/** What a successful call of `E` resolves to. */
export type AnswerOf<E extends Endpoint> = v.InferOutput<E['answer']>;

/** Declares an endpoint (kept as written; the function only checks its shape). */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/**
 * Whether a call changes the signed-in card (buys, pays, saves, binds): a card call other than a
 * GET or a read-only POST. A layout preview, which has no card, never sends one.
 */
export const isCardWrite = (e: Pick<Endpoint, 'method' | 'auth' | 'readOnly'>) =>
  e.auth === 'card' && e.method !== 'GET' && !e.readOnly;

/** The registry key of an endpoint: 'GET /api/iot/simInfo'. */
export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
