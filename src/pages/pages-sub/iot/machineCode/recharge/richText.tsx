import type { PageProps } from '@/router/types';
import { RechargeVariant } from '@/features/iotServices/machineCode/RechargeVariant';

/** Machine-code recharge by the recharge instructions written by the operator. */
export default function RechargeRichTextPage({ query }: PageProps) {
  return <RechargeVariant kind="richText" query={query} />;
}
