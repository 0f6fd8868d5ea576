import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by the app: download link and QR code, then log in with the number. */
export default function RechargeAppPage({ query }: PageProps) {
  return <RechargeVariant kind="app" query={query} />;
}
