import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

// A cold start loads the shell's and the screen's chunks after the session answers: on a busy machine that takes
// longer than the default 5 s, so the screen after the loading frame gets more time (what is asserted is the same).
const COLD_START = { timeout: 20_000 };

/** Opens the app already signed in (the token in local storage), as a returning visitor would. */
async function returnAsSignedIn(page: Page, token: string) {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('trilha.token', value), token);
}

for (const width of [390, 1280] as const) {
  test.describe(`app start at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    // each journey is a cold start (see COLD_START), twice for the retry
    test.describe.configure({ timeout: 60_000 });

    test('shows the shell with a loading state while the session loads, then the screen', async ({ page, request, axe }) => {
      await returnAsSignedIn(page, await apiToken(request, DEMO.individual));
      // hold the session answer until the loading frame has been seen
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/v1/auth/data', async (route: Route) => {
        await held;
        await route.continue();
      });
      const navigation = page.goto('/my');
      const loading = page.getByRole('status').filter({ hasText: 'Carregando…' });
      await expect(loading).toBeVisible(COLD_START);
      await expect(page.locator('[data-shell-skeleton]')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`session-loading-${width}.png`) });
      await expectAccessible(axe);
      release();
      await navigation;
      await expect(page.getByRole('heading', { level: 1, name: /Ana!$/ })).toBeVisible(COLD_START);
      await expect(page.locator('[data-shell-skeleton]')).toHaveCount(0);
    });

    test('says the server cannot be reached and retries, instead of a blank or crashed page', async ({ page, request, axe }) => {
      await returnAsSignedIn(page, await apiToken(request, DEMO.individual, PASSWORD));
      await page.route('**/v1/**', (route) => route.abort('connectionrefused'));
      await page.goto('/my');
      await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão com o servidor' })).toBeVisible(COLD_START);
      await expect(page.getByText('Algo deu errado')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`offline-${width}.png`) });
      await expectAccessible(axe);

      // the server is back: "Tentar novamente" loads the screen without a reload
      await page.unroute('**/v1/**');
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Ana!$/ })).toBeVisible(COLD_START);
      expect(await page.evaluate(() => localStorage.getItem('trilha.token'))).not.toBeNull();
    });
  });
}
