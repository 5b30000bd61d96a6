import type { Location } from 'react-router';
import { parentScreenOf } from './route-table.ts';

/** Navigation state of a link that opens a screen from somewhere else than its parent (e.g. the admin center). */
export interface BackState {
  back: string;
}

/** The state to give a link so that the opened screen's "Voltar" returns here. */
export const backTo = (path: string): BackState => ({ back: path });

/** Where "Voltar" goes: the screen that opened this one when it said so, else the parent screen. */
export function backTargetOf(location: Pick<Location, 'pathname' | 'state'>): string | null {
  const back = (location.state as Partial<BackState> | null)?.back;
  if (typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')) return back;
  return parentScreenOf(location.pathname);
}
