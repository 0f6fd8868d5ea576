/** The envelope, paging and dictionaries shared by every call. */

import type { DictOption } from '@/domain/site';

/** The envelope of every JSON response. */
export interface ApiEnvelope<T = unknown> {
  /** 0 on success; otherwise a code of the error catalogue (SPEC section 8). */
  code: number;
  /** Human-readable message; may be empty. */
  message: string;
  /** The payload; null on failure. */
  data: T;
  /** Server clock when the response was made, epoch milliseconds. */
  serverTime?: number;
}

/** A page of a list. Requests take `page` (from 1) and `pageSize` (default 10, max 50). */
export interface Paged<T> {
  /** Items of this page. */
  list: T[];
  /** Total number of items over all pages. */
  total: number;
  /** The page returned, from 1. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Whether a next page exists. */
  hasMore: boolean;
}

/** Paging parameters of every list call. */
export interface PageQuery {
  /** Page number, from 1. */
  page?: number;
  /** Items per page (default 10, max 50). */
  pageSize?: number;
}

/** POST /api/dictData/options response: dictionary name to its options. */
export type DictOptionsMap = Record<string, DictOption[]>;

/** Dict names the shop asks for. */
export type DictName =
  | 'OperatorOptions'
  | 'BrandStatusOptions'
  | 'SimStatusOptions'
  | 'OrderStatusOptions'
  | 'PackageOrderStatusOptions'
  | 'PointsOrderStatusOptions'
  | 'CategoryOptions';
