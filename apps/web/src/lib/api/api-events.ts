import type { ApiError } from './api-error.ts';

type EventName = 'logout' | 'forbidden';
type Listener = (error: ApiError) => void;

const listeners = new Map<EventName, Set<Listener>>();

/** What the API client tells the app shell: the session ended, or a resource was forbidden. */
export const apiEvents = {
  on(name: EventName, listener: Listener): () => void {
    const set = listeners.get(name) ?? new Set();
    set.add(listener);
    listeners.set(name, set);
    return () => set.delete(listener);
  },
  emit(name: EventName, error: ApiError): void {
    for (const listener of listeners.get(name) ?? []) listener(error);
  },
};
