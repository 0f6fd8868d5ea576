/**
 * What a demo service answers: the data, or a refusal with the envelope code and message of
 * docs/requirements.md section 8. Handlers turn it into the envelope; tests read it directly.
 */
export type Result<T> =
  { ok: true; data: T } | { ok: false; code: number; message: string; data?: unknown };

export const done = <T>(data: T): Result<T> => ({ ok: true, data });

export const refuse = (
  code: number,
  message: string,
): { ok: false; code: number; message: string } => ({
  ok: false,
  code,
  message,
});

/** A refusal that carries data in the envelope too (e.g. what the client should ask next). */
export const refuseWith = (code: number, message: string, data: unknown) => ({
  ...refuse(code, message),
  data,
});

/** A missing or malformed field (-1). */
export const invalidInput = (message: string) => refuse(-1, message);

export type Refusal = ReturnType<typeof refuse>;
