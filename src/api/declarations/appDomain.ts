import * as v from 'valibot';
import { any } from '@/lib/schema';
import { endpoint } from '../declare';
import { APP_DOMAIN_PATH } from './paths';
import { appDomainResult, errorReportBody } from '../types/site';

// The app-domain binding service (docs/requirements.md section 7): a separate service that tells an app package
// which access node to use, and takes the launch's error reports.

export const getAppDomain = endpoint({
  method: 'GET',
  path: APP_DOMAIN_PATH,
  summary: 'The access node for an app package (device info travels in its header).',
  origin: 'spec',
  service: 'appDomain',
  input: v.object({ packageName: v.string() }),
  answer: appDomainResult,
});

export const errorReport = endpoint({
  method: 'POST',
  path: '/errorReport',
  summary: 'A launch failure or an answer that broke its contract; answered with anything.',
  origin: 'spec',
  service: 'appDomain',
  input: errorReportBody,
  answer: any,
});
