import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by the official account: its follow code or link, then recharge from its menu. */
export default function RechargeOfficialPage({ query }: PageProps) {
  return <RechargeVariant kind="official" query={query} />;
}
