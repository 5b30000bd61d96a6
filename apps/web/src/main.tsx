// Inter, self-hosted (lib/ui/typeface.ts): one variable font file per script, fetched only when a page uses it.
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { takeOverPrerendered } from './lib/routing/prerendered.ts';
import { installSessionEndHandler } from './lib/session/session.ts';
import { holdToastsBetweenScreens } from './lib/ui/toast-timing.ts';

await initI18n();
installSessionEndHandler(router);
holdToastsBetweenScreens(router);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
await takeOverPrerendered(root, router);
// Rendered as a transition: React renders the first screen in slices of a few milliseconds and lets the browser in
// between, instead of in one long task that blocks input (Lighthouse's Total Blocking Time). The prerendered
// sign-in, or nothing, stays on screen until it commits.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
