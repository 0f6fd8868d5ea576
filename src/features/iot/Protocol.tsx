import * as iot from '@/api/declarations/iot';
import { usePageTitle } from '@/features/shell/pageTitle';
import { LoadState } from '@/components/ui/LoadState';
import { ProtocolView } from '@/components/iotServices/user/ProtocolView';
import { Empty } from '@/components/ui/Empty';
import { useTranslation } from 'react-i18next';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** A protocol by key ('recharge', 'privacy', 'taskRule', 'vip'), titled by the server. */
export function Protocol({ protocolKey }: { protocolKey: string }) {
  const { t } = useTranslation();
  const text = useResource(iot.getIotProtocol, { key: protocolKey });
  const title = typeof text.data?.title === 'string' ? text.data.title : '';
  const html = typeof text.data?.content === 'string' ? text.data.content : '';
  const updatedAt = typeof text.data?.updatedAt === 'string' ? text.data.updatedAt : '';
  usePageTitle(title || undefined);
  return (
    <LoadState {...loadStateOf(text)} frame="block">
      {title || html ? (
        <ProtocolView title={title} html={html} updatedAt={updatedAt} />
      ) : (
        // A protocol the server has no text for yet: say so rather than show a blank page.
        <Empty description={t('ui.empty')} />
      )}
    </LoadState>
  );
}
