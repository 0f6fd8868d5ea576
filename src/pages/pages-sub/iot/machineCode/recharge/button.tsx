import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by one tap: check the number and go straight to recharging. */
export default function RechargeButtonPage({ query }: PageProps) {
  return <RechargeVariant kind="button" query={query} />;
}
