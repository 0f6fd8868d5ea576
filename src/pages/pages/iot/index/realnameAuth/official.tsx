import type { PageProps } from '@/router/types';
import { useIotStore } from '@/stores/iot';
import { OfficialFlow } from '@/features/iot/OfficialRealnameFlow';

/** Operator real-name verification of the card. */
export default function Page({ query }: PageProps) {
  const simNo = useIotStore((state) => state.simNo);
  return <OfficialFlow query={query} simNo={simNo} />;
}
