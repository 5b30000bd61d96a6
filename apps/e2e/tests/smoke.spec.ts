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
