import { getIotLoginProtocol } from '@/api/site';
import { usePageTitle } from '@/features/shell/pageTitle';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/components/ui/Empty';
import { RichText } from '@/components/ui/RichText';
import type { PageProps } from '@/router/types';
import { IotPage, Loaded, Paper, useLoad } from '../shared';

/** The IoT service agreement the login asks to accept. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const { state, reload } = useLoad(getIotLoginProtocol, []);
  usePageTitle(state.phase === 'ready' ? state.data.title : null);
  return (
    <IotPage query={query}>
      <Loaded state={state} onRetry={() => void reload()}>
        {(protocol) =>
          typeof protocol?.content === 'string' && protocol.content.trim() ? (
            <Paper>
              <RichText
                html={protocol.content}
                label={typeof protocol.title === 'string' ? protocol.title : undefined}
              />
            </Paper>
          ) : (
            // No agreement text from the server: say so rather than show a blank page.
            <Empty description={t('ui.empty')} />
          )
        }
      </Loaded>
    </IotPage>
  );
}
