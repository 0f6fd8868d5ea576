import type { RouteDef } from '../types';

/** IoT services: points shop, tasks, Wi-Fi and device, machine-code recharge, user centre, VIP. */
export const iotServicesRoutes: readonly RouteDef[] = [];
