import type { RouteDef } from '../types';

/** Shop area (issue: shop pages): numbers, goods, orders, customer service, agents. */
export const shopRoutes: readonly RouteDef[] = [];
