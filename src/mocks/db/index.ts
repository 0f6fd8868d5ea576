/**
 * The demo database: the seed (what a reset restores, also what story fixtures are made of) and
 * the live state the handlers and services change.
 */
export * from './seed/accounts';
export * from './seed/catalogue';
export * from './seed/points';
export * from './seed/shop';
export { db, findCard, issueToken, nextId, previewSimInfo, resetDb, simInfoOf } from './state';
export type { DemoCard, DemoDb } from './types';
