// Entry loaded by the dev and preview servers: the handlers plus the resolver of the same msw copy.
export { getResponse } from 'msw';
export { handlers } from './index';
