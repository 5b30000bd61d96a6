import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { FULL_CHROMIUM } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_EMAIL, PASSWORD } from './identity-support.ts';

// The installable app: Chromium's own installability check (the one behind its "Instalar app" prompt, read
// through the DevTools protocol) finds nothing missing on the sign-in, the signed-in home and a position's public page
// (server-drawn HTML), and the web app manifest they point to has what browsers ask for. Chromium never offers to install
// from an incognito profile (Playwright's usual contexts are: its check says 'in-incognito'), so this journey runs in a
// browser with a profile of its own on disk.

/** Acme's "Analista de Dados Pleno" (apps/server/src/seed/positions-seed.ts), an open position. */
const PUBLIC_PAGE = '/vagas/40000000-0000-4000-8000-000000000001/analista-de-dados-pleno';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** What Chromium reports about the page's installability and the manifest it found. */
async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
      data?: string;
    };
    return {
      errors: installabilityErrors.map((error) =>
        [error.errorId, ...error.errorArguments.map((argument) => `${argument.name}=${argument.value}`)].join(' '),
      ),
      manifestUrl: url,
      manifestErrors: errors.map((error) => error.message),
      manifest: (data ? JSON.parse(data) : {}) as Record<string, unknown> & { icons?: ManifestIcon[] },
    };
  } finally {
    await cdp.detach();
  }
}

/** Checks the page is installable, with the app's manifest. */
async function expectInstallable(page: Page, baseURL: string) {
  // Chromium decides once the manifest is fetched and its icons downloaded: poll until it has
  let report = await installability(page);
  await expect
    .poll(
      async () => {
        report = await installability(page);
        return report.errors;
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  expect(report.manifestUrl).toBe(`${baseURL}/manifest.webmanifest`);
  expect(report.manifestErrors).toEqual([]);
  const { manifest } = report;
  expect(manifest).toMatchObject({
    name: 'Trilha: carreira e aprendizagem',
    short_name: 'Trilha',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b7285',
    lang: 'pt-BR',
  });
  const icons = manifest.icons ?? [];
  const icon = (size: number, purpose: string) =>
    icons.find((entry) => entry.sizes === `${size}x${size}` && (entry.purpose ?? 'any').split(' ').includes(purpose));
  expect(icon(192, 'any'), JSON.stringify(icons)).toBeDefined();
  expect(icon(512, 'any'), JSON.stringify(icons)).toBeDefined();
  expect(icon(512, 'maskable'), JSON.stringify(icons)).toBeDefined();
  // every icon it names is served as a PNG of its size
  for (const entry of icons) {
    const response = await page.request.get(entry.src);
    expect(response.status(), entry.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // the address bar takes the app's colour
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b7285');
}

test('the sign-in, the signed-in home and a public position page are installable', async ({ baseURL, launchOptions, request }) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const profile = mkdtempSync(join(tmpdir(), 'trilha-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    // the install prompt is the whole browser's, which the headless shell of the other journeys lacks
    executablePath: FULL_CHROMIUM,
    // the install prompt without the visits and clicks Chromium waits for from a person
    args: [...(launchOptions.args ?? []), '--bypass-app-banner-engagement-checks'],
    baseURL: base,
    locale: 'pt-BR',
  });
  try {
    await context.addInitScript(() => {
      (window as unknown as { installPrompts: number }).installPrompts = 0;
      window.addEventListener('beforeinstallprompt', () => {
        (window as unknown as { installPrompts: number }).installPrompts += 1;
      });
    });
    const page = context.pages()[0] ?? (await context.newPage());

    await page.goto('/login');
    await expect(page.getByLabel(/^E-mail/)).toBeEnabled();
    await expectInstallable(page, base);
    // Chromium 156 wants no service worker for it: the sign-in registers none (its JavaScript budget), and Chromium
    // still offers to install the app there
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBeGreaterThan(0);

    await page.goto(PUBLIC_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
    await expectInstallable(page, base);

    const response = await request.post('/v1/auth', { data: { email: DEMO_EMAIL, password: PASSWORD } });
    expect(response.ok(), await response.text()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    await page.evaluate((value) => localStorage.setItem('trilha.token', value), token);
    await page.goto('/');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('main')).toBeVisible();
    await expectInstallable(page, base);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
