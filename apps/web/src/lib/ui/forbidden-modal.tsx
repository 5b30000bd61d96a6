import { lazy, Suspense, useEffect, useState } from 'react';
import { apiEvents } from '../api/api-events.ts';

const ForbiddenDialog = lazy(() => import('./forbidden-dialog.tsx'));

/** The forbidden-resource modal, opened whenever the API denies a resource. */
export function ForbiddenModal() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => apiEvents.on('forbidden', (error) => setMessage(error.message)), []);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <ForbiddenDialog message={message} onClose={() => setMessage(null)} />
    </Suspense>
  );
}
