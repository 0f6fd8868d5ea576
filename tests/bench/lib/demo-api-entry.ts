// Loaded on the benchmark's preview server (never bundled): the demo API plus the benchmark
// switches, so the benchmarks can seed large lists whether or not the switches are registered in
// the app's own handler list.
import { handlers } from '@/mocks/handlers';
import { benchHandlers } from '@/mocks/handlers/bench';

export { getResponse } from 'msw';
export { readBody, send, toFetchRequest } from '@/mocks/http';
export const benchApiHandlers = [...benchHandlers, ...handlers];
