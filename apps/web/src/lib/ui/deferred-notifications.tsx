import { notificationsStore } from '@mantine/notifications';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/**
 * Mantine's toast host, loaded after the first screen instead of with it (it brings transitions and portals the
 * first paint does not need): when the browser is idle, or at once when a toast is shown before that. A toast
 * shown earlier waits in the store and appears when the host mounts.
 */
export function DeferredNotifications(props: ComponentProps<typeof Notifications>) {
  const [mounted, setMounted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = notificationsStore.subscribe(mount);
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(mount, { timeout: 3000 }) : window.setTimeout(mount, 1500);
    return () => {
      unsubscribe();
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
