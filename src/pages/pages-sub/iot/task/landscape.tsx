import type { PageProps } from '@/router/types';
import { TaskCentre } from '@/features/iotServices/tasks/TaskCentre';

/** The task centre laid out for wide screens: tasks as a grid of cards. */
export default function TaskLandscapePage(_props: PageProps) {
  return <TaskCentre layout="landscape" />;
}
