import type { PageProps } from '@/router/types';
import { TaskCentre } from '@/features/iotServices/tasks/TaskCentre';

/** The task centre: daily sign-in, progress and tasks that earn points. */
export default function TaskPage(_props: PageProps) {
  return <TaskCentre layout="portrait" />;
}
