import { expect, test } from '../support/fixtures.ts';
import { freshCompany, freshMember } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

test.describe('company terms and admin-center access', () => {
  test('a member who has not accepted the terms is sent to them with the original path', async ({ page }) => {
    await signIn(page, DEMO.member, PASSWORD);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v1/') && response.status() >= 400)
        refused.push(`${new URL(response.url()).pathname} ${response.status()}`);
    });
    await page.goto('/c/acme');
    await expect(page).toHaveURL('/c/acme/tos?redirect=%2Fc%2Facme');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso de Acme Tecnologia' })).toBeVisible();
    // the shell does not ask for the company's messages before its terms are accepted (a 403 in the console)
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('accepting the terms lands back on the page first asked for', async ({ page, request, axe }) => {
    // a company of the journey's own, joined by a member who has not accepted its terms yet: Acme's members stay as seeded
    const company = await freshCompany(request, 'terms');
    const home = `/c/${company.companyId}`;
    const member = await freshMember(request, company, 'terms', { acceptTerms: false });
    await signIn(page, member.email, member.password);
    await page.goto(`${home}/members/list`);
    await expect(page).toHaveURL(`${home}/tos?redirect=${encodeURIComponent(`${home}/members/list`)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Termos de uso de ${company.companyName}` })).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
    await expect(page).toHaveURL(`${home}/members/list`);
    await expect(page.getByRole('heading', { level: 1, name: 'Membros' })).toBeVisible();

    // accepted once: the company home opens directly
    await page.goto(home);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), Teste!$/ })).toBeVisible();
  });

  test('a member without the manage permission is refused the admin center with a toast', async ({ page, axe }) => {
    await signIn(page, DEMO.creator, PASSWORD);
    await page.goto('/c/acme/admin-center');
    await expect(page).toHaveURL(/\/c\/acme$/);
    await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
    await expectAccessible(axe);
  });

  test('an administrator reaches the admin center and its modules', async ({ page, axe }) => {
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme/admin-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Central do Administrador' })).toBeVisible();
    await expect(page.getByText('Acme Tecnologia').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Convites/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Departamentos/ })).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('link', { name: /Gerenciamento/ }).click();
    await expect(page).toHaveURL(/\/c\/acme\/management$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Configuração guiada de idiomas' })).toBeVisible();
    await expectAccessible(axe);
  });
});
