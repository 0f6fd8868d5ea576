import type { PageProps } from '@/router/types';

/** Tab 2, customer service. Its content arrives with the shop area. */
export default function CustomerPage(_props: PageProps) {
  return null;
}
