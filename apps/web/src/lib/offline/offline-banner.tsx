import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format-date.ts';
import { useLocale } from '../format/use-locale.ts';
import { NoticeAlert } from '../ui/notice-alert.tsx';
import { keepForOffline } from './query-persistence.ts';
import { restoreOfflineData } from './restore.ts';
import { registerServiceWorker } from './service-worker.ts';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** When the oldest data on screen was fetched (the queries a screen reads now), or 0 when none is on screen. */
export function oldestShownAt(queryClient: QueryClient): number {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.status === 'success' && query.queryKey[0] !== 'session')
    .map((query) => query.state.dataUpdatedAt);
  return times.length ? Math.min(...times) : 0;
}

/**
 * The signed-in shell's word on the network: while it is gone, a banner says so and when the data on
 * screen was fetched (it is the last known, kept by query-persistence.ts). It also keeps that data saved while signed
 * in, brings it back when the network drops, and registers the service worker: once a signed-in screen is up, so the
 * sign-in's first page carries none of it (its JavaScript budget).
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const shownAt = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => oldestShownAt(queryClient),
  );
  useEffect(() => keepForOffline(queryClient), [queryClient]);
  useEffect(registerServiceWorker, []);
  useEffect(() => {
    if (!online) void restoreOfflineData(queryClient).catch(() => undefined);
  }, [online, queryClient]);
  if (online) return null;
  return (
    <NoticeAlert
      tone="warning"
      icon={<IconWifiOff size={20} aria-hidden="true" />}
      title={t('network.offline')}
      mb="md"
      data-offline-banner
    >
      {shownAt > 0 && t('network.savedAt', { time: formatDateTime(new Date(shownAt), locale) })}
    </NoticeAlert>
  );
}
