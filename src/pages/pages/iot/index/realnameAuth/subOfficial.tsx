import type { PageProps } from '@/router/types';
import { useIotStore } from '@/stores/iot';
import { OfficialFlow } from '@/features/iot/OfficialRealnameFlow';

/** Operator real-name verification of one sim of a device (`simNo` in the query). */
export default function Page({ query }: PageProps) {
  const current = useIotStore((state) => state.simNo);
  const simNo = (query.simNo ?? '').trim() || current;
  return <OfficialFlow query={query} simNo={simNo} device />;
}
