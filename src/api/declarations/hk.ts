import * as v from 'valibot';
import { mobile, promoCode } from './fields';
import { any, numOr, obj } from '@/lib/schema';
import { endpoint } from '../declare';
import { BASE_CONFIG_PATH } from './paths';
import { baseConfig, genericConfig, pointReportBody } from '../types/site';

export const getBaseConfig = endpoint({
  method: 'GET',
  path: BASE_CONFIG_PATH,
  summary: "The agent's base configuration for a promo code ('' = the default agent).",
  origin: 'spec',
  input: v.object({ promoCode }),
  answer: baseConfig,
});

export const getGenericConfig = endpoint({
  method: 'GET',
  path: '/api/hk/genericConfig',
  summary: 'Settings shared by every agent.',
  origin: 'spec',
  answer: genericConfig,
});

export const pointReport = endpoint({
  method: 'POST',
  path: '/api/hk/pointReport',
  summary: 'A tracking event; sent without the card token, answered with anything.',
  origin: 'spec',
  input: pointReportBody,
  answer: any,
});

export const sendOrderCode = endpoint({
  method: 'POST',
  path: '/api/hk/sendCode',
  summary: 'An SMS code for an order form (goods that need one).',
  origin: 'spec',
  input: v.object({ mobile, goodsId: v.number() }),
  answer: obj({ /** Seconds until a new code may be asked for. */ expireIn: numOr(60) }),
});
