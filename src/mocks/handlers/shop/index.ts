import { accountHandlers } from './account';
import { goodsHandlers } from './goods';
import { numberHandlers } from './numbers';
import { orderHandlers } from './orders';

export { DEMO_ORDER_ID_CARD } from '../../services/orders';

/** The shop API, by resource. */
export const shopHandlers = [
  ...numberHandlers,
  ...goodsHandlers,
  ...orderHandlers,
  ...accountHandlers,
];
