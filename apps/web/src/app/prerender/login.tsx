// Server-side entry of the build-time prerender (apps/web/prerender.mjs): the sign-in screen as static HTML, so the
// first paint of /login needs only the HTML and the CSS, not the whole app. Rendered with the same components,
// theme and pt-BR texts the app uses; the app replaces it once its own /login is ready (main.tsx).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../../features/identity/public.ts';
import PublicLayout from '../../lib/shell/public-layout.tsx';
import { readableColors, themeFor } from '../theme.ts';

// the namespaces the app bundles for its first page (lib/i18n/i18n.ts): the sign-in needs no other
const ptBR = import.meta.glob<Record<string, unknown>>(
  ['../../lib/i18n/locales/pt-BR/common.json', '../../lib/i18n/locales/pt-BR/identity.json', '../../lib/i18n/locales/pt-BR/shell.json'],
  { eager: true, import: 'default' },
);

/** The markup of /login in pt-BR with the platform's own theme. */
export async function renderLogin(): Promise<string> {
  const bundles = Object.fromEntries(Object.entries(ptBR).map(([path, bundle]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), bundle]));
  const i18n = createInstance();
  await i18n.init({
    lng: 'pt-BR',
    resources: { 'pt-BR': bundles },
    ns: Object.keys(bundles),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={themeFor(null)} cssVariablesResolver={readableColors}>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route element={<PublicLayout />}>
                <Route path="/login" element={<LoginPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
