import { getIotProtocol } from '@/api/iot';
import { usePageTitle } from '@/app/pageTitle';
import { LoadState } from '@/components/iot-user/LoadState';
import { ProtocolView } from '@/components/iot-user/ProtocolView';
import { useRemote } from './useRemote';

/** A protocol by key ('recharge', 'privacy', 'taskRule', 'vip'), titled by the server. */
export function Protocol({ protocolKey }: { protocolKey: string }) {
  const text = useRemote(() => getIotProtocol(protocolKey), [protocolKey]);
  usePageTitle(text.data?.title);
  return (
    <LoadState loading={text.loading} error={text.error} onRetry={text.reload}>
      {text.data && (
        <ProtocolView
          title={text.data.title}
          html={text.data.content}
          updatedAt={text.data.updatedAt}
        />
      )}
    </LoadState>
  );
}
