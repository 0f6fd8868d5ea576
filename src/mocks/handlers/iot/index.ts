import { addressHandlers } from './addresses';
import { balanceHandlers } from './balance';
import { couponHandlers } from './coupons';
import { membershipHandlers } from './memberships';
import { oauthHandlers } from './oauth';
import { packageHandlers } from './packages';
import { simHandlers } from './sim';
import { taskHandlers } from './tasks';

/** The IoT card self-service API, by resource. */
export const iotHandlers = [
  ...balanceHandlers,
  ...simHandlers,
  ...packageHandlers,
  ...couponHandlers,
  ...membershipHandlers,
  ...taskHandlers,
  ...addressHandlers,
  ...oauthHandlers,
];
