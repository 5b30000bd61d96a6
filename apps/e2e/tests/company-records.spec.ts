import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { type FreshCompany, freshCompany } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';

const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A company of the journey's own with records like Acme's (`departments`: an active "Tecnologia" and a removed
 * "Jurídico"; `bookmarks`: the external organization "Universidade Federal de Minas Gerais"): what its administrator
 * adds, removes and brings back stays there, and Acme's lists stay as seeded.
 */
async function companyWithRecords(request: APIRequestContext, records: 'departments' | 'bookmarks'): Promise<FreshCompany> {
  const company = await freshCompany(request, records);
  const headers = { authorization: `Bearer ${company.token}`, 'x-company': company.companyId };
  const create = async (path: string, name: string) => {
    const created = await request.post(path, { headers, data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).id as string;
  };
  if (records === 'bookmarks') {
    await create('/v1/-/bookmarks', 'Universidade Federal de Minas Gerais');
    return company;
  }
  await create('/v1/-/departments', 'Tecnologia');
  const removed = await request.delete(`/v1/-/departments/${await create('/v1/-/departments', 'Jurídico')}`, { headers });
  expect(removed.ok(), await removed.text()).toBe(true);
  return company;
}

test.describe('admin center records', () => {
  test('an administrator creates a department, removes it and reactivates it from the removed ones', async ({ page, request, axe }) => {
    // its company made first, then five screens and four accessibility checks on 2 shared cores
    test.slow();
    const name = unique('Departamento E2E');
    const company = await companyWithRecords(request, 'departments');
    const base = `/c/${company.companyId}/admin-center`;
    await signIn(page, company.email, company.password);
    // departments redirects to the active ones
    await page.goto(`${base}/departments`);
    await expect(page).toHaveURL(`${base}/departments/active`);
    await expect(page.getByRole('heading', { level: 1, name: 'Departamentos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tecnologia', exact: true })).toBeVisible();
    await expectAccessible(axe);

    await page.getByRole('link', { name: 'Novo departamento' }).click();
    await expect(page).toHaveURL(/\/departments\/active\/new$/);
    await page.getByLabel(/^Nome do departamento/).fill(name);
    await page.getByRole('button', { name: 'Criar departamento' }).click();
    await expect(page.getByText('Departamento criado')).toBeVisible();
    await expect(page).toHaveURL(/\/departments\/active\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // its linked positions, by tab
    await expect(page.getByRole('tab', { name: 'Ativas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nenhuma vaga ativa neste departamento')).toBeVisible();
    await page.getByRole('tab', { name: 'Rascunhos' }).click();
    await expect(page.getByText('Nenhum rascunho neste departamento')).toBeVisible();
    await expectAccessible(axe);

    // the same name again is refused with the server's message
    await page.goto(`${base}/departments/active/new`);
    await page.getByLabel(/^Nome do departamento/).fill(name.toUpperCase());
    await page.getByRole('button', { name: 'Criar departamento' }).click();
    await expect(page.getByText('Já existe um departamento com esse nome').first()).toBeVisible();
    await expect(page).toHaveURL(/\/departments\/active\/new$/);

    await page.goto(`${base}/departments/active`);
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Remover departamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover departamento?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(axe);
    await dialog.getByRole('button', { name: 'Remover departamento' }).click();
    await expect(page.getByText('Departamento removido')).toBeVisible();
    await expect(page).toHaveURL(/\/departments\/removed\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Este departamento está removido.', { exact: false })).toBeVisible();

    await page.goto(`${base}/departments/removed`);
    await expect(page.getByRole('link', { name: 'Removidos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Jurídico', exact: true })).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Reativar departamento' }).click();
    await expect(page.getByText('Departamento reativado')).toBeVisible();
    await expect(page).toHaveURL(/\/departments\/active\/[0-9a-f-]{36}$/);
    await page.goto(`${base}/departments/active`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('an administrator adds a bookmark; a second one with the same name is refused', async ({ page, request, axe }) => {
    const name = unique('Consultoria E2E');
    const company = await companyWithRecords(request, 'bookmarks');
    const base = `/c/${company.companyId}/admin-center`;
    await signIn(page, company.email, company.password);
    await page.goto(`${base}/bookmarks`);
    await expect(page.getByRole('heading', { level: 1, name: 'Organizações externas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Universidade Federal de Minas Gerais' })).toBeVisible();
    await expectAccessible(axe);

    await page.getByRole('link', { name: 'Nova organização externa' }).first().click();
    await expect(page).toHaveURL(/\/admin-center\/bookmarks\/new$/);
    await page.getByLabel(/^Nome/).fill(name);
    // the form checks the CNPJ, the phone and the e-mail before sending
    await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-80');
    await page.getByLabel(/^Telefone/).fill('(20) 98765-4321');
    await page.getByLabel(/^E-mail/).fill('contato@');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNPJ inválido')).toBeVisible();
    await expect(page.getByText('DDD inválido')).toBeVisible();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    await expectAccessible(axe);
    await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-81');
    await page.getByLabel(/^Telefone/).fill('(11) 98765-4321');
    await page.getByLabel(/^E-mail/).fill('contato@consultoria.example');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Organização externa cadastrada')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-center\/bookmarks$/);
    await page.getByLabel('Buscar por nome').fill(name);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByText('11.222.333/0001-81').first()).toBeVisible();

    await page.goto(`${base}/bookmarks/new`);
    await page.getByLabel(/^Nome/).fill(name.toLowerCase());
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Já existe uma organização externa com este nome').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin-center\/bookmarks\/new$/);
    await expectAccessible(axe);
  });

  test('support staff read the bookmarks and departments of a company that allows support, and change nothing', async ({ page, axe }) => {
    await signIn(page, 'suporte@trilha.dev', PASSWORD);
    await page.goto('/c/acme/admin-center/bookmarks');
    await expect(page.getByRole('heading', { level: 1, name: 'Organizações externas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Horizonte Consultoria' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nova organização externa' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Horizonte Consultoria' }).click();
    await expect(page.getByText('Você está vendo estes dados como suporte: só é possível consultar.')).toBeVisible();
    await expect(page.getByLabel(/^Nome/)).toHaveValue('Horizonte Consultoria');
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    await expectAccessible(axe);

    // the departments too, without their positions (the recruitment module's)
    await page.goto('/c/acme/admin-center/departments/active');
    await page.getByRole('link', { name: 'Tecnologia', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tecnologia' })).toBeVisible();
    await expect(page.getByText(/As vagas do departamento ficam no módulo de Recrutamento e Seleção/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover departamento' })).toHaveCount(0);
  });
});
