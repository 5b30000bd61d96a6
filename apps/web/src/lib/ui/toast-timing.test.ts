import { describe, expect, it } from 'vitest';
import { holdToastsBetweenScreens, showWhenSettled } from './toast-timing.ts';

type State = { initialized: boolean; navigation: { state: 'idle' | 'loading' | 'submitting' } };

/** The two members of React Router's router this module reads, driven by hand. */
function routerAt(initial: State) {
  let state = initial;
  const listeners = new Set<(state: State) => void>();
  return {
    get state() {
      return state;
    },
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    moveTo(next: State) {
      state = next;
      for (const listener of listeners) listener(next);
    },
  };
}

const idle: State = { initialized: true, navigation: { state: 'idle' } };
const loading: State = { initialized: true, navigation: { state: 'loading' } };

describe('toasts between screens', () => {
  it('shows at once on a settled screen', () => {
    const router = routerAt(idle);
    holdToastsBetweenScreens(router as never);
    const shown: string[] = [];
    showWhenSettled('a', () => shown.push('a'));
    expect(shown).toEqual(['a']);
  });

  it('waits for the first screen, and for the next screen during a navigation, once per id', () => {
    const router = routerAt({ initialized: false, navigation: { state: 'idle' } });
    holdToastsBetweenScreens(router as never);
    const shown: string[] = [];
    showWhenSettled('guard', () => shown.push('guard'));
    showWhenSettled('guard', () => shown.push('guard'));
    router.moveTo(loading);
    expect(shown).toEqual([]);
    router.moveTo(idle);
    expect(shown).toEqual(['guard']);

    router.moveTo(loading);
    showWhenSettled('saved', () => shown.push('saved'));
    router.moveTo({ initialized: true, navigation: { state: 'submitting' } });
    expect(shown).toEqual(['guard']);
    router.moveTo(idle);
    router.moveTo(idle);
    expect(shown).toEqual(['guard', 'saved']);
  });
});
