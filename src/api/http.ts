import { createApiClient } from './client';
import { reportContractBreach } from './contractReport';
import { apiEffects } from './effects';

/** The app's one API client: every endpoint module calls through it. */
export const http = createApiClient({
  effects: apiEffects,
  onContractBreach: reportContractBreach,
});
