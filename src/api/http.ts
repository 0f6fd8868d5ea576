import { createApiClient } from './client';
import { apiEffects } from './effects';

/** The app's one API client: every endpoint module calls through it. */
export const http = createApiClient({ effects: apiEffects });
