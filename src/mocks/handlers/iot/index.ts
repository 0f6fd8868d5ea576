import { balanceHandlers } from './balance';
import { couponHandlers } from './coupons';
import { packageHandlers } from './packages';
import { simHandlers } from './sim';

/** The card self-service API the iot area's pages call, by resource. */
export const iotHandlers = [
  ...balanceHandlers,
  ...simHandlers,
  ...packageHandlers,
  ...couponHandlers,
];
