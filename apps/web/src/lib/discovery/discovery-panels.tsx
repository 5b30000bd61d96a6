import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { CardGridSkeleton } from '../ui/skeletons.tsx';
import type { DiscoveryKind } from './discovery-kinds.ts';

/**
 * The screens of the discovery kinds other domains own. Features do not import each other, so the jobs domain
 * registers its positions and courses searches here (from its routes.tsx) and the learning domain's discovery
 * screen shows the one its URL asks for.
 */
const panels = new Map<DiscoveryKind, LazyExoticComponent<ComponentType>>();

export function registerDiscoveryPanel(kind: Exclude<DiscoveryKind, 'contents'>, load: () => Promise<{ default: ComponentType }>) {
  if (!panels.has(kind)) panels.set(kind, lazy(load));
}

/** The registered screen of `kind`, or null when no domain offers it. */
export function DiscoveryPanel({ kind }: { kind: DiscoveryKind }) {
  const Panel = panels.get(kind);
  if (!Panel) return null;
  return (
    <Suspense fallback={<CardGridSkeleton />}>
      <Panel />
    </Suspense>
  );
}
