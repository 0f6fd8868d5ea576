import { getIotLoginProtocol } from '@/api/site';
import { usePageTitle } from '@/app/pageTitle';
import { RichText } from '@/components/ui/RichText';
import type { PageProps } from '@/router/types';
import { IotPage, Loaded, Paper, useLoad } from '../shared';

/** The IoT service agreement the login asks to accept. */
export default function Page({ query }: PageProps) {
  const { state, reload } = useLoad(getIotLoginProtocol, []);
  usePageTitle(state.phase === 'ready' ? state.data.title : null);
  return (
    <IotPage query={query} previewable>
      <Loaded state={state} onRetry={() => void reload()}>
        {(protocol) => (
          <Paper>
            <RichText html={protocol.content} label={protocol.title} />
          </Paper>
        )}
      </Loaded>
    </IotPage>
  );
}
