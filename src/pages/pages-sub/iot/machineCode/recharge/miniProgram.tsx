import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by the WeChat mini program: copy the number and find the mini program. */
export default function RechargeMiniProgramPage({ query }: PageProps) {
  return <RechargeVariant kind="miniProgram" query={query} />;
}
