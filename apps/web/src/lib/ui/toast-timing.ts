import type { createBrowserRouter } from 'react-router';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

let settled = true;
const held = new Map<string, () => void>();

/**
 * A toast raised while the app is between two screens (a guard saying why it redirects) waits for the next screen:
 * shown at once, its few seconds could run out while a slow phone still loads that screen's code, and the person
 * would never read why they were moved.
 */
export function holdToastsBetweenScreens(router: AppRouter): void {
  settled = router.state.initialized;
  router.subscribe(({ initialized, navigation }) => {
    settled = initialized && navigation.state === 'idle';
    if (!settled) return;
    for (const show of held.values()) show();
    held.clear();
  });
}

/** Shows the toast now, or once the screen being opened is drawn; one waiting toast per `id`. */
export const showWhenSettled = (id: string, show: () => void) => (settled ? show() : held.set(id, show));
