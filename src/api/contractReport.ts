import { APP_PACKAGE_NAME, errorReport } from './appDomain';
import type { ContractBreachReport } from './errors';

export type { ContractBreachReport };

const reported = new Set<string>();

/** The text sent to errorReport: method, path (no query), field and reason; never a value. */
export function contractReportText(breach: ContractBreachReport): string {
  const path = breach.path.split('?')[0].split('#')[0];
  return `contract ${breach.method} ${path}: ${breach.field} ${breach.reason}`.slice(0, 2000);
}

/**
 * Reports a broken or degraded answer once per path and field through the app-domain errorReport
 * call. The app hands it to the client (src/app/wiring.ts `reportBreach`).
 */
export function reportContractBreach(breach: ContractBreachReport): void {
  const text = contractReportText(breach);
  if (reported.has(text)) return;
  reported.add(text);
  errorReport({ platform: 'h5', packageName: APP_PACKAGE_NAME, error: text }).catch(() => {
    // A lost report must not bother the user; it may be sent again next time.
    reported.delete(text);
  });
}

/** Forgets what was reported (tests). */
export function resetContractReports(): void {
  reported.clear();
}
