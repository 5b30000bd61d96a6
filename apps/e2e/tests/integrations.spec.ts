import { expect, test } from '../support/fixtures.ts';
import { freshCompany } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

test.describe('admin center: advertising and integrations', () => {
  test('an admin installs an integration with a sandbox token, is refused a name in use, and uninstalls it', async ({
    page,
    request,
    axe,
  }) => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `Perfil E2E ${unique}`;
    const token = `plb_sandbox-e2e-${unique}-000000000001`;
    // a company of the journey's own: what it installs never shows in Acme's list
    const company = await freshCompany(request, 'integrations');
    const base = `/c/${company.companyId}/admin-center/advertising-integrations`;
    await signIn(page, company.email, company.password);

    // the ads tab says whether promotion tools apply, and links to what is missing
    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1, name: 'Anúncios e integrações' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Ferramentas de divulgação/ })).toBeVisible();
    await expectAccessible(axe);

    await page.getByRole('link', { name: 'Integrações' }).click();
    await expect(page).toHaveURL(`${base}/integrations`);
    const native = page.getByRole('region', { name: 'Feed de vagas Trilha' });
    await expect(native.getByText('Integração nativa: vem com a Trilha e não pode ser desativada.')).toBeVisible();
    await expect(native.getByRole('button', { name: /Desinstalar/ })).toHaveCount(0);
    await expectAccessible(axe);

    const perfilab = page.getByRole('region', { name: 'Perfilab' });
    await perfilab.getByRole('button', { name: 'Instalar Perfilab' }).click();
    const dialog = page.getByRole('dialog', { name: 'Instalar Perfilab' });
    await dialog.getByLabel(/^Nome da integração/).fill(name);
    await dialog.getByLabel(/^Token de acesso/).fill(token);
    await dialog.getByRole('button', { name: 'Instalar' }).click();
    await expect(page.getByText('Integração instalada', { exact: true })).toBeVisible();
    const installed = perfilab.getByRole('listitem').filter({ hasText: name });
    await expect(installed.getByText(`Token ••••${token.slice(-4)}`)).toBeVisible();
    await expect(installed.getByText('Conectada')).toBeVisible();
    // the whole token is never shown again
    await expect(page.getByText(token)).toHaveCount(0);

    // the same name for another integration is refused on the name field
    const admitta = page.getByRole('region', { name: 'Admitta' });
    await admitta.getByRole('button', { name: 'Instalar Admitta' }).click();
    const second = page.getByRole('dialog', { name: 'Instalar Admitta' });
    await second.getByLabel(/^Nome da integração/).fill(name.toUpperCase());
    await second.getByLabel(/^Token de acesso/).fill(`adm_sandbox-e2e-${unique}-000000000002`);
    await second.getByRole('button', { name: 'Instalar' }).click();
    await expect(second.getByText('Este nome já está em uso por outra integração')).toBeVisible();
    await expectAccessible(axe);
    await second.getByRole('button', { name: 'Fechar' }).click();
    await expect(second).toBeHidden();

    await installed.getByRole('button', { name: `Desinstalar ${name}` }).click();
    await page.getByRole('dialog', { name: 'Desinstalar integração' }).getByRole('button', { name: 'Desinstalar' }).click();
    await expect(page.getByText('Integração desinstalada', { exact: true })).toBeVisible();
    await expect(perfilab.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });
});
