import type { RequestHandler } from 'msw';

/** Every demo API handler, shared by the app, Storybook and the unit tests. */
export const handlers: RequestHandler[] = [];
