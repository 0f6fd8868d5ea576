import type { PageProps } from '@/router/types';
import { useIotStore } from '@/stores/iot';
import { OfficialFlow } from '@/features/iot/OfficialRealnameFlow';

/** Unicom's real-name flow: the same operator page, with its three steps spelled out. */
export default function Page({ query }: PageProps) {
  const simNo = useIotStore((state) => state.simNo);
  return <OfficialFlow query={query} simNo={simNo} showSteps />;
}
