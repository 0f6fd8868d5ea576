import { call } from './call';
import * as appDomain from './declarations/appDomain';
import { APP_DOMAIN_BASE, APP_PACKAGE_NAME } from './endpoints';
import type { ErrorReportBody } from './types';

export { APP_DOMAIN_BASE, APP_PACKAGE_NAME };
export { accessNodeBase } from './endpoints';

/** Reports a launch failure to the binding service; never shows a toast. */
export const errorReport = (body: ErrorReportBody) =>
  call(appDomain.errorReport, body, { silent: true });
