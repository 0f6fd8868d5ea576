import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by the video tutorial of recharging. */
export default function RechargeVideoTutorialPage({ query }: PageProps) {
  return <RechargeVariant kind="videoTutorial" query={query} />;
}
