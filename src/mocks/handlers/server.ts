// Entry loaded by the dev and preview servers: the handlers plus the resolver of the same msw copy,
// with the fuzzing switch of the robustness tests (POST /api/__demo/fuzz, reset by __demo/reset).
import { getResponse as resolve, type RequestHandler } from 'msw';
import { fuzzReport, fuzzResponse, startFuzz, stopFuzz, type FuzzSettings } from '../fuzz';

export { handlers } from './index';

const FUZZ_PATH = /\/api\/__demo\/fuzz$/;
const RESET_PATH = /\/api\/__demo\/reset$/;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function fuzzControl(request: Request): Promise<Response> {
  if (request.method === 'GET') return json({ code: 0, message: 'ok', data: fuzzReport() });
  if (request.method === 'DELETE') {
    stopFuzz();
    return json({ code: 0, message: 'ok', data: fuzzReport() });
  }
  let settings: Partial<FuzzSettings> = {};
  try {
    settings = (await request.json()) as Partial<FuzzSettings>;
  } catch {
    // an empty body starts a run with seed 1
  }
  const seed = Number(settings.seed ?? 1);
  if (!Number.isFinite(seed)) return json({ code: -1, message: 'seed must be a number' }, 400);
  const rate = settings.rate === undefined ? undefined : Number(settings.rate);
  startFuzz({ seed, rate, perResponse: settings.perResponse });
  return json({ code: 0, message: 'ok', data: fuzzReport() });
}

/** Resolves a request against the handlers; while fuzzing, mutates what they answer. */
export async function getResponse(
  handlers: RequestHandler[],
  request: Request,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (FUZZ_PATH.test(pathname)) return fuzzControl(request);
  if (RESET_PATH.test(pathname)) stopFuzz();
  const response = await resolve(handlers, request);
  return response ? fuzzResponse(request, response) : response;
}
