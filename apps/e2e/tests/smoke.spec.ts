import { describeViolations, expect, test } from '../support/fixtures.ts';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/v1/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('the login page renders in pt-BR with no accessibility violations', async ({ page, axe }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: /Entrar/ })).toBeVisible();
  expect(describeViolations(await axe())).toEqual([]);
});

test('the login page arrives drawn in its HTML, disabled until the app takes it over', async ({ browser, page, request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toContain('<title>Entrar · Trilha</title>');

  // without JavaScript the screen is already there, its form disabled
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/login');
  await expect(still.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(still.getByLabel(/^E-mail/)).toBeDisabled();
  await noScript.close();

  // with it, the app replaces the drawing with the live form
  await page.goto('/login');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel(/^E-mail/)).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toHaveCount(1);
});
