import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';

const SUPPORT = 'suporte@trilha.dev';

test.describe('support user', () => {
  test('reaches only the admin center of a company that allows support', async ({ page, axe }) => {
    await signIn(page, SUPPORT, PASSWORD);
    await page.goto('/c/acme/members/list');
    await expect(page).toHaveURL(/\/c\/acme\/admin-center$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Central do Administrador' })).toBeVisible();
    await expectAccessible(axe);
  });

  test('is refused with its message where the company does not allow support', async ({ page }) => {
    await signIn(page, SUPPORT, PASSWORD);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v1/') && response.status() >= 400)
        refused.push(`${new URL(response.url()).pathname} ${response.status()}`);
    });
    await page.goto('/c/globex/admin-center');
    await expect(page.getByText('Usuário de suporte atualmente indisponível.')).toBeVisible();
    await expect(page).not.toHaveURL(/\/c\/globex/);
    // told from the list of companies support may enter, without a refused call (a 403 in the console)
    expect(refused).toEqual([]);
  });
});
