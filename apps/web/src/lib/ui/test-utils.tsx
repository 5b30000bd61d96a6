// Test-only helpers for the UI kit's jsdom tests: Mantine, a router and pt-BR translations around a component.
import { MantineProvider } from '@mantine/core';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { i18next, initI18n } from '../i18n/i18n.ts';

// jsdom lacks what Mantine measures with; these stand-ins answer "no match" and "no size".
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

/** Renders inside the providers every screen has (theme, router at `route`, pt-BR). */
export async function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}): Promise<RenderResult> {
  if (!i18next.isInitialized) await initI18n();
  // the domains whose pt-BR words load with their first screen (lib/i18n/i18n.ts)
  await i18next.loadNamespaces([
    'contents',
    'positions',
    'courses',
    'applications',
    'hiring',
    'hiring',
    'application-invites',
    'reports',
    'company',
    'company-users',
    'company-records',
    'integrations',
    'wallet',
  ]);
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}
