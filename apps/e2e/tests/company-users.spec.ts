import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, registerByApi, signIn, uniqueEmail } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

const auth = (token: string, company?: string) => ({ authorization: `Bearer ${token}`, ...(company && { 'x-company': company }) });

/** A fresh account that joined Acme through the admin center: registered, invited by Carla, accepted, terms accepted. */
async function freshAcmeUser(request: APIRequestContext, tag: string) {
  const { email, password } = await registerByApi(request, tag);
  const admin = await apiToken(request, DEMO.admin);
  const invited = await request.post('/v1/-/company/users', { headers: auth(admin, 'acme'), data: { emails: [email], type: 'member' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const inviteId = (await invited.json()).items[0].id as string;
  const token = await apiToken(request, email, password);
  const accepted = await request.post(`/v1/-/invites/${inviteId}`, { headers: auth(token) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const acme = (await accepted.json()).workspace.id as string;
  const tos = await request.post('/v1/-/tos', { headers: auth(token), data: { workspaceId: acme } });
  expect(tos.status(), await tos.text()).toBe(200);
  return { email, password };
}

/** Opens a user's profile from the active tab's search. */
async function openUser(page: Page, email: string) {
  await page.getByLabel('Buscar por nome ou e-mail').fill(email);
  const row = page.locator(`[data-user-row="${email}"]`);
  await row.getByRole('link', { name: 'Teste E2E' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teste E2E' })).toBeVisible();
}

test.describe('admin center users', () => {
  test("an admin changes a user's type, which signs that user out at once, then removes and reactivates them", async ({
    page,
    browser,
    request,
    axe,
  }) => {
    // two browsers and several confirmations: a long journey
    test.slow();
    const user = await freshAcmeUser(request, 'typed');

    // the user, signed in at Acme in a browser of their own
    const other = await browser.newContext();
    const userPage = await other.newPage();
    await signIn(userPage, user.email, user.password);
    await userPage.goto('/c/acme');
    await expect(userPage).toHaveURL(/\/c\/acme$/);

    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme/admin-center/users');
    await expect(page).toHaveURL('/c/acme/admin-center/users/active');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ativos' })).toHaveAttribute('aria-current', 'page');
    // the demo user who never signed in is marked
    await expect(page.locator('[data-user-row="helena@acme.dev"]').getByText('Aguardando primeiro acesso')).toBeVisible();
    await expectAccessible(axe);

    await openUser(page, user.email);
    // "Voltar" returns to the users list (its search kept), not to the admin center's index
    await page.getByRole('link', { name: 'Voltar', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/acme\/admin-center\/users\/active/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Teste E2E' })).toBeVisible();
    const type = page.locator('[data-field="Tipo de usuário"]');
    await expect(type).toContainText('Membro');
    await expectAccessible(axe);
    await page.getByRole('radio', { name: 'Administrador' }).check();
    await page.getByRole('button', { name: 'Alterar tipo e papel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alterar o tipo do usuário?' });
    await expect(confirm.getByText(/Teste E2E passará a ser Administrador, .* será desconectado imediatamente/)).toBeVisible();
    await expectAccessible(axe);
    await confirm.getByRole('button', { name: 'Alterar e desconectar' }).click();
    await expect(page.getByText('Tipo de Teste E2E alterado. O usuário foi desconectado.')).toBeVisible();
    await expect(type).toContainText('Administrador');

    // that user's open session ends: their next request takes them back to the start, signed out
    await userPage.reload();
    await expect(userPage).toHaveURL(/\/login/);
    await expect.poll(() => userPage.evaluate(() => localStorage.getItem('trilha.token'))).toBeNull();
    await other.close();

    // removal, after a confirmation
    await page.getByRole('button', { name: 'Remover usuário' }).click();
    await page.getByRole('dialog', { name: 'Remover usuário?' }).getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Teste E2E foi removido da empresa')).toBeVisible();
    await expect(page.getByText('O usuário volta a acessar a empresa com o tipo que tinha: Administrador.')).toBeVisible();
    const here = page.url();

    await page.goto('/c/acme/admin-center/users/removed');
    await page.getByLabel('Buscar por nome ou e-mail').fill(user.email);
    await expect(page.locator(`[data-user-row="${user.email}"]`).getByText('Removido', { exact: true })).toBeVisible();
    await expectAccessible(axe);

    await page.goto(here);
    await page.getByRole('button', { name: 'Reativar usuário' }).click();
    await expect(page.getByText('Teste E2E foi reativado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover usuário' })).toBeVisible();
    await expect(type).toContainText('Administrador');
  });

  test('an admin invites by e-mail with a type and cancels the invite', async ({ page, axe }) => {
    const email = uniqueEmail('admin-invite');
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto('/c/acme/admin-center/users/invites');
    await expect(page.getByRole('heading', { level: 2, name: 'Convites pendentes' })).toBeVisible();
    await page.getByLabel(/^E-mails/).fill(email);
    await page.getByRole('radio', { name: 'Criador de conteúdo' }).check();
    await page.getByRole('button', { name: 'Enviar convites' }).click();
    await expect(page.getByText('Convite enviado')).toBeVisible();
    const row = page.locator(`[data-invite-row="${email}"]`);
    await expect(row.getByText(/Criador de conteúdo/)).toBeVisible();
    await expect(row.getByRole('button', { name: `Reenviar convite para ${email}` })).toBeDisabled();
    await expectAccessible(axe);
    await row.getByRole('button', { name: `Cancelar convite de ${email}` }).click();
    await page.getByRole('dialog', { name: 'Cancelar convite?' }).getByRole('button', { name: 'Cancelar convite' }).click();
    await expect(page.getByText(`Convite de ${email} cancelado`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // on a phone the tabs, the form and the rows wrap instead of overflowing
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['invites', 'active', 'removed']) {
      await page.goto(`/c/acme/admin-center/users/${path}`);
      await expect(page.getByRole('link', { name: 'Removidos' })).toBeVisible();
      await expect(page.locator('[data-user-row], [data-invite-row]').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.locator('[data-user-row="gustavo@acme.dev"]').getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Reativar usuário' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(axe);
  });
});
