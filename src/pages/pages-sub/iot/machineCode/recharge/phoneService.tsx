import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by phone service: the number to call, with a call button. */
export default function RechargePhoneServicePage({ query }: PageProps) {
  return <RechargeVariant kind="phoneService" query={query} />;
}
