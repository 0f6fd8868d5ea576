import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by scan: a QR code another phone scans to recharge this card. */
export default function RechargeScanPage({ query }: PageProps) {
  return <RechargeVariant kind="scan" query={query} />;
}
