import { addressHandlers } from './addresses';
import { deviceHandlers } from './device';
import { membershipHandlers } from './memberships';
import { oauthHandlers } from './oauth';
import { pointsHandlers } from './points';
import { taskHandlers } from './tasks';

/** The card services API the iotServices area's pages call, by resource. */
export const iotServicesHandlers = [
  ...membershipHandlers,
  ...taskHandlers,
  ...addressHandlers,
  ...oauthHandlers,
  ...pointsHandlers,
  ...deviceHandlers,
];
