import type { RouteDef } from '../types';

/** IoT core: login, card home, balance, packages, coupons, pay password, real-name, renew. */
export const iotRoutes: readonly RouteDef[] = [];
