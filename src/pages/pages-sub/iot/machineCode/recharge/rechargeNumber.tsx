import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by the recharge number (the device number for a device) to copy. */
export default function RechargeRechargeNumberPage({ query }: PageProps) {
  return <RechargeVariant kind="rechargeNumber" query={query} />;
}
