import * as site from '@/api/declarations/site';
import { usePageTitle } from '@/features/shell/pageTitle';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/components/ui/Empty';
import { RichText } from '@/components/ui/RichText';
import type { PageProps } from '@/router/types';
import { IotPage, Paper } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The IoT service agreement the login asks to accept. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const resource = useResource(site.getIotLoginProtocol);
  usePageTitle(resource.data?.title ?? null);
  return (
    <IotPage query={query}>
      <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
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
      </LoadState>
    </IotPage>
  );
}
