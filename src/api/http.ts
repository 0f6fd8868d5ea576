import { createApiClient, type ContractBreachReport } from './client';
import { apiEffects } from './effects';

/** Reports a broken answer; the reporter is loaded only when a breach happens. */
function reportContractBreach(breach: ContractBreachReport) {
  import('./contractReport').then(
    (module) => module.reportContractBreach(breach),
    () => {
      // Without the reporter the error state still shows; nothing else to do.
    },
  );
}

/** The app's one API client: every endpoint module calls through it. */
export const http = createApiClient({
  effects: apiEffects,
  onContractBreach: reportContractBreach,
});
