import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/shell/OfflineNotice';
import { onlineManager } from '@/features/data/refetch';

const online = () => onlineManager.isOnline();

/**
 * The notice of a connection lost in the middle of a visit (a visit that starts offline goes to
 * the network check instead, docs/requirements.md section 8). What is on screen loads again once it returns.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(onlineManager.subscribe, online, () => true);
  return <OfflineNotice offline={!isOnline} message={t('shell.offline')} />;
}
