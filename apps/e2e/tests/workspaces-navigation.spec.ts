import { expect, test } from '../support/fixtures.ts';
import { PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

test.describe('ways back, redirects that say why, and tab titles', () => {
  test('"Voltar para o workspace" on the account screens returns to the workspace the user came from', async ({ page }) => {
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/account/profile');
    await page.getByRole('link', { name: 'Voltar para o workspace' }).click();
    await expect(page).toHaveURL(/\/c\/acme$/);
  });

  test('a screen opened from the admin center goes back to it', async ({ page }) => {
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme/admin-center');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Membros/ })
      .click();
    await expect(page).toHaveURL(/\/c\/acme\/members\/list$/);
    // the sibling tab shares the way back
    await page.getByRole('navigation', { name: 'Seções de membros' }).getByRole('link', { name: 'Convites' }).click();
    await expect(page).toHaveURL(/\/c\/acme\/members\/invites$/);
    await page.getByRole('link', { name: /Voltar/ }).click();
    await expect(page).toHaveURL(/\/c\/acme\/admin-center$/);

    // opened from the menu instead, it goes back to its parent screen
    await page.goto('/c/acme/members/list');
    await page.getByRole('link', { name: /Voltar/ }).click();
    await expect(page).toHaveURL(/\/c\/acme$/);
  });

  test('redirects say why: a company the user is not in, a screen not built yet', async ({ page }) => {
    await signIn(page, DEMO.individual, PASSWORD);
    await page.goto('/c/acme');
    await expect(page.getByText('Workspace não encontrado')).toBeVisible();
    await expect(page).not.toHaveURL(/\/c\/acme/);

    await page.goto('/account/notifications');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByText('Esta página ainda não está disponível.')).toBeVisible();
  });

  test('each screen names the browser tab', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Entrar · Trilha');
    await page.goto('/recovery');
    await expect(page).toHaveTitle('Recuperar senha · Trilha');
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme/members/list');
    await expect(page).toHaveTitle('Membros · Acme Tecnologia · Trilha');
    await page.goto('/account/settings');
    await expect(page).toHaveTitle('Configurações · Minha conta · Trilha');
  });
});
