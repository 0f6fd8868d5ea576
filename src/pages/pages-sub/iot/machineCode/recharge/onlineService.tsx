import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by online service: a chat with an agent who recharges for you. */
export default function RechargeOnlineServicePage({ query }: PageProps) {
  return <RechargeVariant kind="onlineService" query={query} />;
}
