import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_EMAIL, PASSWORD } from './identity-support.ts';

// Initial JavaScript of the first screens, in gzip bytes as the build's .gz twins hold them, counted from what
// Chromium really fetches for the screen until it is ready and the network is idle (route splitting and file moves
// need no list here). The budgets are those of docs/benchmarks.md (Budgets): CI fails above them.
// What came off the sign-in: endpoints reach the web as method and path only (vite-web-contract.ts), zod
// loads with the first schema a screen runs (the sign-in's on first focus, lib/forms/deferred-rules.ts), the toast
// host with the first toast, the domains' words and route tables with their screens (app/router.tsx): 260.1 -> 186.7
// KiB; then (2026-11-26) what the sign-in runs in one file instead of sixty (vite-first-page.ts), the account screens'
// words and the terms' text out of the sign-in's, the words' file map loaded with the first namespace: 168.3 KiB in 8
// files; 170.1 KiB (2026-12-03) once toasts raised between two screens wait for the next one (lib/ui/toast-timing.ts,
// in the entry: it must hold the first load's guards too). The signed-in home: 284.7 -> 227.6 KiB, 51 files (on
// HTTP/1.1 each file costs a round trip: Lighthouse counts them).
const KIB = 1024;
const LOGIN_JS = 171 * KIB;
const HOME_JS = 250 * KIB;
const CSS_BUDGET = 50 * KIB;

interface Loaded {
  js: Map<string, number>;
  css: Map<string, number>;
}

/** Records the gzip size of every script and stylesheet the page fetches from here on. */
function recordAssets(page: Page): Loaded {
  const loaded: Loaded = { js: new Map(), css: new Map() };
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    const kind = path.endsWith('.js') ? loaded.js : path.endsWith('.css') ? loaded.css : null;
    if (!kind || !response.ok()) return;
    kind.set(path, gzipSync(await response.body(), { level: 9 }).length);
  });
  return loaded;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);
const describe = (sizes: Map<string, number>) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([path, size]) => `${(size / KIB).toFixed(1).padStart(7)} KiB  ${path}`)
    .join('\n');

function report(name: string, loaded: Loaded, budget: number): void {
  const js = total(loaded.js);
  console.log(
    `${name}: ${(js / KIB).toFixed(1)} KiB gzip JS in ${loaded.js.size} files (budget ${budget / KIB}), ` +
      `${(total(loaded.css) / KIB).toFixed(1)} KiB gzip CSS\n${describe(loaded.js)}`,
  );
}

test('the login page stays within its JavaScript budget', async ({ page }) => {
  const loaded = recordAssets(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /Entrar/ })).toBeVisible();
  // the prerendered form is disabled until the app has taken it over: ready to type in
  await expect(page.getByLabel(/^E-mail/)).toBeEnabled();
  await page.waitForLoadState('networkidle');
  report('/login', loaded, LOGIN_JS);
  expect(total(loaded.js), `initial JS of /login over ${LOGIN_JS / KIB} KiB:\n${describe(loaded.js)}`).toBeLessThanOrEqual(LOGIN_JS);
  expect(total(loaded.css)).toBeLessThanOrEqual(CSS_BUDGET);
});

test('the signed-in home stays within its JavaScript budget', async ({ page, request }) => {
  const response = await request.post('/v1/auth', { data: { email: DEMO_EMAIL, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('trilha.token', value), token);
  const loaded = recordAssets(page);
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  report(`signed-in home (${new URL(page.url()).pathname})`, loaded, HOME_JS);
  expect(total(loaded.js), `initial JS of the signed-in home over ${HOME_JS / KIB} KiB:\n${describe(loaded.js)}`).toBeLessThanOrEqual(
    HOME_JS,
  );
  expect(total(loaded.css)).toBeLessThanOrEqual(CSS_BUDGET);
});
