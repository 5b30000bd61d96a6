import { notificationsStore } from '@mantine/notifications';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(() => import('./toast-host.tsx'));

/**
 * Mantine's toast host, loaded with the first toast instead of with the first screen (it brings transitions and
 * portals no screen needs until then; the sign-in's JavaScript budget). The toast waits in the store (its own small chunk,
 * vite.config.ts) and appears when the host mounts, a moment later.
 */
export function DeferredNotifications(props: ComponentProps<typeof Notifications>) {
  const [mounted, setMounted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (mounted) return;
    // a toast shown between the first render and this effect
    if (notificationsStore.getState().notifications.length > 0) {
      setMounted(true);
      return;
    }
    return notificationsStore.subscribe(() => setMounted(true));
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
