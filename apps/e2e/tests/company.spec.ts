import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { apiToken, completeSetup, DEMO, freshCompanyOwner } from './workspaces-support.ts';

/**
 * The address of 01310-100 as the server answers it: the journeys' server asks a stand-in of the public CEP service
 * (apps/e2e/support/fake-viacep.mjs, ViaCEP's own answer) through its real adapter.
 */
const PAULISTA = { street: 'Avenida Paulista', neighborhood: 'Bela Vista' };

test.describe('admin center: company data and support mode', () => {
  test('the Acme administrator opens the admin center and reads the company data', async ({ page, axe }) => {
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme/admin-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Central do Administrador' })).toBeVisible();
    for (const name of ['Empresa', 'Pessoas e acesso', 'Workspace'])
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Modo suporte/ })).toBeVisible();
    await expectAccessible(axe);

    await page.getByRole('link', { name: /^Dados da empresa/ }).click();
    await expect(page).toHaveURL('/c/acme/admin-center/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados da empresa' })).toBeVisible();
    await expect(page.getByLabel(/^Razão social/)).toHaveValue('Acme Tecnologia Ltda.');
    await expect(page.getByLabel(/^CNPJ/)).toHaveValue('12.345.678/0001-95');
    await expect(page.getByLabel(/^Telefone/)).toHaveValue('(11) 3456-7890');
    await expect(page.getByLabel(/^CEP/)).toHaveValue('01310-100');
    await expect(page.getByLabel('ID da empresa no LinkedIn')).toHaveValue('10482937');
    await page.screenshot({ path: test.info().outputPath('company-data-1280.png'), fullPage: true });
    await expectAccessible(axe);
    // a phone's width: one column, nothing cut
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByLabel(/^Razão social/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('company-data-390.png'), fullPage: true });
    await expectAccessible(axe);
  });

  test('support staff read the company data of a company that allows support, without editing it', async ({ page, axe }) => {
    await signIn(page, 'suporte@trilha.dev', PASSWORD);
    await page.goto('/c/acme/admin-center');
    // the support mode is the company's own decision: no card for it
    await expect(page.getByRole('link', { name: /^Modo suporte/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^Dados da empresa/ }).click();
    await expect(page.getByText('Você está consultando como suporte: os dados não podem ser alterados.')).toBeVisible();
    await expect(page.getByLabel(/^CNPJ/)).toHaveValue('12.345.678/0001-95');
    await expect(page.getByLabel(/^CNPJ/)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar dados' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Salvar ID' })).toHaveCount(0);
    await expectAccessible(axe);
  });

  test('a company owner fills in the company data from the postal code, saves it and turns support mode on', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const owner = await freshCompanyOwner(request, 'company-data');
    await completeSetup(request, owner.token, owner.companyId);
    await signIn(page, owner.email, owner.password);
    const base = `/c/${owner.companyId}`;
    await page.goto(`${base}/admin-center`);
    await page.getByRole('link', { name: /^Dados da empresa/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dados da empresa' })).toBeVisible();
    await expect(page.getByText('Ferramentas de promoção indisponíveis')).toBeVisible();

    // nothing filled in: the form says what is missing, in the product's pt-BR words
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('Algum campo obrigatório não foi preenchido')).toBeVisible();
    await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();

    await page.getByLabel(/^Razão social/).fill('Empresa Jornada Ltda.');
    await page.getByLabel(/^Nome fantasia/).fill('Empresa Jornada');
    await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-82');
    await page.getByLabel(/^E-mail/).fill('financeiro@jornada');
    await page.getByLabel(/^Telefone/).fill('(20) 98765-4321');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('CNPJ inválido: confira os números e os dígitos verificadores')).toBeVisible();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    await expect(page.getByText('DDD inválido')).toBeVisible();
    await expectAccessible(axe);

    await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-81');
    await page.getByLabel(/^E-mail/).fill('financeiro@jornada.dev');
    await page.getByLabel(/^Telefone/).fill('(11) 98765-4321');
    // the postal code fills in the address; the number is left to type
    await page.getByLabel(/^CEP/).fill('01310-100');
    await expect(page.getByLabel(/^Logradouro/)).toHaveValue(PAULISTA.street);
    await expect(page.getByLabel(/^Bairro/)).toHaveValue(PAULISTA.neighborhood);
    await expect(page.getByLabel(/^Cidade/)).toHaveValue('São Paulo');
    await expect(page.getByLabel(/^Estado/)).toHaveValue('SP');
    await expect(page.getByLabel(/^Número/)).toBeFocused();
    await page.getByLabel(/^Número/).fill('1000');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('Dados da empresa salvos')).toBeVisible();

    // one LinkedIn company id only
    const linkedin = page.getByLabel('ID da empresa no LinkedIn');
    await linkedin.fill('1337, 42');
    await page.getByRole('button', { name: 'Salvar ID' }).click();
    await expect(page.getByText('Informe um único ID de empresa do LinkedIn, somente números')).toBeVisible();
    await linkedin.fill('1337');
    await page.getByRole('button', { name: 'Salvar ID' }).click();
    await expect(page.getByText('ID do LinkedIn salvo')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(/^Razão social/)).toHaveValue('Empresa Jornada Ltda.');
    await expect(page.getByLabel(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    await expect(page.getByLabel(/^Logradouro/)).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel(/^Número/)).toHaveValue('1000');
    await expect(linkedin).toHaveValue('1337');
    await expect(page.getByText('Ferramentas de promoção disponíveis')).toBeVisible();

    // support mode: off for a new company, on with the switch
    await page.goto(`${base}/admin-center`);
    await page.getByRole('link', { name: /^Modo suporte/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modo suporte' })).toBeVisible();
    await expect(page.getByText(/Usuário de suporte atualmente indisponível\./)).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Permitir o acesso do suporte' });
    await expect(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect(page.getByText('Modo suporte ativado')).toBeVisible();
    await expect(toggle).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('support-mode.png') });
    await expectAccessible(axe);
    const company = await request.get('/v1/-/company', {
      headers: { authorization: `Bearer ${await apiToken(request, owner.email)}`, 'x-company': owner.companyId },
    });
    expect((await company.json()).allowSupport).toBe(true);
  });
});
