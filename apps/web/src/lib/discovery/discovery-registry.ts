import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DiscoveryKind } from './discovery-kinds.ts';

/**
 * The screens of the discovery kinds other domains own. Features do not import each other, so the jobs and courses
 * domains register their searches here (from their routes.tsx, which must stay free of UI imports: `npm run routes`
 * reads them in Node) and the learning domain's discovery screen shows the one its URL asks for.
 */
const panels = new Map<DiscoveryKind, LazyExoticComponent<ComponentType>>();

export function registerDiscoveryPanel(kind: Exclude<DiscoveryKind, 'contents'>, load: () => Promise<{ default: ComponentType }>) {
  if (!panels.has(kind)) panels.set(kind, lazy(load));
}

export const registeredPanel = (kind: DiscoveryKind) => panels.get(kind);
