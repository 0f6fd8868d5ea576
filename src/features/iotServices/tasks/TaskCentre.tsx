import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as points from '@/api/declarations/points';
import { LoadState } from '@/components/ui/LoadState';
import { TaskBoard } from '@/components/iotServices/points/TaskBoard';
import { i18next } from '@/i18n';
import { nav, runtimeUrl } from '@/router/nav';
import { feedback } from '@/stores/feedback';
import { SIM_KEY } from '@/features/data/sim';
import { useMutation } from '@/features/data/useMutation';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The task centre container shared by the portrait and landscape pages. */
export function TaskCentre({ layout }: { layout: 'portrait' | 'landscape' }) {
  useTranslation();
  const center = useResource(points.getTaskCenter);
  const { pending, mutate } = useMutation();

  const signIn = () =>
    mutate(
      async () => {
        try {
          const result = await call(points.generalSignIn);
          feedback.toast(
            String(i18next.t('iotServices.tasks.signedInToast', { points: result.integral })),
            { kind: 'success' },
          );
        } catch {
          // Refused (already signed in today) or failed: the client said why; show the truth.
        }
        await center.reload();
      },
      { invalidates: [SIM_KEY] },
    );

  return (
    <LoadState {...loadStateOf(center)} frame="block">
      {center.data && (
        <TaskBoard
          center={center.data}
          layout={layout}
          signing={pending}
          onSignIn={() => void signIn()}
          onGo={(task) => void nav.navigateTo(runtimeUrl(task.path))}
          onRules={() => void nav.navigateTo('/pages-sub/iot/protocol/taskRule')}
        />
      )}
    </LoadState>
  );
}
