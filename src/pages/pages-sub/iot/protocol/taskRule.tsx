import type { PageProps } from '@/router/types';
import { Protocol } from '@/features/iot/Protocol';

/** The rules of the task centre: how points are earned and when. */
export default function TaskRulePage(_props: PageProps) {
  return <Protocol protocolKey="taskRule" />;
}
