import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { PASSWORD, signIn } from '../tests/identity-support.ts';
import { DEMO } from '../tests/workspaces-support.ts';

// The main screens for docs/screenshots: the home, discovery, a position, the recruitment home, a content, the admin center and a
// portal at 1280 and 390 px, as the demo users see them, written to docs/screenshots/<screen>-<width>.jpg.
// docs/screenshots/README.md says what each one shows and what changed.

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
// Acme's "Analista de Dados Pleno" in Campinas (apps/server/src/seed/positions-seed.ts)
const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';

/**
 * Waits until the screen has its content: no request in flight, no loading placeholder (the UI kit's skeletons are a
 * busy status region), no spinner, every image decoded and the fonts loaded.
 */
async function waitForContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Opens the screen at each width and writes one JPEG per width, the viewport's height only. What a person's browser
 * should not see fails the run softly (every picture is still written): a 5xx answer, a console error, a page wider
 * than the phone. Refused calls (4xx) are noted in the report.
 */
async function photograph(page: Page, screen: string, open: () => Promise<void>): Promise<void> {
  const serverErrors: string[] = [];
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    const line = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`;
    if (response.status() >= 500) serverErrors.push(line);
    else if (response.status() >= 400) refused.push(line);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await open();
    await waitForContent(page);
    // the top of the screen, as a person first sees it
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${OUT}${screen}-${size.width}.jpg`, type: 'jpeg', quality: 70 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${screen} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  expect.soft(serverErrors, `${screen}: server errors`).toEqual([]);
  // a refused call also logs a console error ("Failed to load resource"): those are reported as the call itself
  expect
    .soft(
      consoleErrors.filter((text) => !text.startsWith('Failed to load resource')),
      `${screen}: console errors`,
    )
    .toEqual([]);
  if (refused.length > 0) console.log(`[screenshots] ${screen}: refused calls ${refused.join(', ')}`);
}

const visit = (page: Page, path: string) => async () => {
  await page.goto(path);
};

test('home (Ana)', async ({ page }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await photograph(page, 'home', visit(page, '/my'));
});

test('discovery (Ana)', async ({ page }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await photograph(page, 'discovery', visit(page, '/my/discovery/search?type=positions&text=analista%20de%20dados'));
});

test('a position (Ana)', async ({ page }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await photograph(page, 'position', async () => {
    await page.goto(`/my/discovery/position/${DATA_ANALYST}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  });
});

test('a content (Ana)', async ({ page }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await photograph(page, 'content', async () => {
    await page.goto('/my/discovery/search?type=contents&query=SQL%20do%20zero');
    await page
      .getByRole('link', { name: /SQL do zero/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /SQL do zero/ })).toBeVisible();
  });
});

test('recruitment home (Bruno, Acme)', async ({ page }) => {
  await signIn(page, DEMO.owner, PASSWORD);
  await photograph(page, 'recruitment', visit(page, '/c/acme/recruitment'));
});

test('admin center (Carla, Acme)', async ({ page }) => {
  await signIn(page, DEMO.admin, PASSWORD);
  await photograph(page, 'admin-center', visit(page, '/c/acme/admin-center'));
});

test('a portal (Ana in Vagas Nordeste)', async ({ page }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await photograph(page, 'portal-vagas-nordeste', visit(page, '/p/vagas-nordeste'));
});

test('a portal with a dark header (Diego in AgroTalentos)', async ({ page }) => {
  await signIn(page, DEMO.creator, PASSWORD);
  await photograph(page, 'portal-agrotalentos', visit(page, '/p/agrotalentos'));
});
