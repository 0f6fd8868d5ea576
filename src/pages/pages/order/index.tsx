import type { PageProps } from '@/router/types';

/** Tab 1, orders. Its lists arrive with the shop area; the shell and tab bar are live now. */
export default function OrdersPage(_props: PageProps) {
  return null;
}
