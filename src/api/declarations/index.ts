import type { Endpoint } from '../declare';
import * as appDomain from './appDomain';
import * as device from './device';
import * as hk from './hk';
import * as iot from './iot';
import * as points from './points';
import * as shop from './shop';
import * as site from './site';

/** The declaration modules by area (the route table's area names where they have one). */
export const AREAS = { hk, site, shop, iot, points, device, appDomain } as const;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'answer' in value;

/** Every endpoint the shop calls, once each. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(AREAS).flatMap((area) =>
  (Object.values(area) as unknown[]).filter(isEndpoint),
);
