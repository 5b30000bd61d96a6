import { Suspense } from 'react';
import { CardGridSkeleton } from '../ui/skeletons.tsx';
import type { DiscoveryKind } from './discovery-kinds.ts';
import { registeredPanel } from './discovery-registry.ts';

/** The registered screen of `kind` (discovery-registry.ts), or null when no domain offers it. */
export function DiscoveryPanel({ kind }: { kind: DiscoveryKind }) {
  const Panel = registeredPanel(kind);
  if (!Panel) return null;
  return (
    <Suspense fallback={<CardGridSkeleton />}>
      <Panel />
    </Suspense>
  );
}
