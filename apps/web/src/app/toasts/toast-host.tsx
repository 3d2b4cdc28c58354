import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Most page loads show no toast: the toast machinery (transitions, portal, scroll lock; ~10 kB
// gzip) is fetched with the first one rather than before every first paint. A toast
// asked for meanwhile waits in Mantine's store and shows as soon as the stack is there.
const ToastStack = lazy(() => import('./toast-stack'));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
