/**
 * The published contract of the shop backend (docs/requirements.md sections 3 and 7).
 *
 * Section 3 lists the entities and their fields; where it does not show parameters or response
 * fields we designed them here as the backend team would, and the demo API (src/mocks) answers
 * exactly these shapes. Dates are strings in ISO form ('2026-11-22T10:00:00+08:00') so every
 * browser, iOS Safari included, parses them. Money is in yuan as a number with two decimals.
 * Flow is in MB unless stated.
 *
 * Server time: every response carries the server's clock as the `serverTime` field of the
 * envelope (epoch milliseconds) and as the standard `Date` header; the client keeps the offset
 * (see src/api/serverTime.ts) so countdowns never run on the phone's clock.
 */

// Entities live in src/domain (one module per area), requests and responses in src/api/types.
// This module re-exports all of them so `@/api/types` stays the one import of the API layer.

export type * from '@/domain/site';
export type * from '@/domain/numbers';
export type * from '@/domain/goods';
export type * from '@/domain/order';
export type * from '@/domain/layout';
export type * from '@/domain/iot';
export type * from '@/domain/points';
export type * from '@/domain/device';
export type * from './types/common';
export type * from './types/site';
export type * from './types/shop';
export type * from './types/iot';
export type * from './types/points';
export type * from './types/device';
