import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, registerByApi, signIn, submitLogin } from './identity-support.ts';

test.describe('account settings', () => {
  // Two short journeys rather than one: argon2 hashing on every password step makes a single one brush the 30 s limit.
  test('a wrong current password is told with a way to recover it', async ({ page, request, axe }) => {
    const { email, password } = await registerByApi(request, 'wrongpass');
    await signIn(page, email, password);
    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expectAccessible(axe);

    // A wrong current password: its own title ("Senha atual incorreta") and a way to recover it.
    await page.getByRole('textbox', { name: 'Senha atual' }).fill('Errada@2026');
    await page.getByLabel(/^Nova senha/).fill('Mudada@2026');
    await expect(page.getByText(/Força da senha: (Moderada|Forte)/)).toBeVisible();
    await page.getByLabel(/^Confirmar nova senha/).fill('Mudada@2026');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const wrong = page.getByRole('alert').filter({ hasText: 'Senha atual incorreta' });
    await expect(wrong).toBeVisible();
    await expect(wrong.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
    await expectAccessible(axe);
  });

  test('a user changes the password in /account/settings and signs in again with it', async ({ page, request }) => {
    const { email, password } = await registerByApi(request, 'changepass');
    const newPassword = 'Mudada@2026';
    await signIn(page, email, password);
    await page.goto('/account/settings');
    await page.getByRole('textbox', { name: 'Senha atual' }).fill(password);
    await page.getByLabel(/^Nova senha/).fill(newPassword);
    await page.getByLabel(/^Confirmar nova senha/).fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Senha atual' })).toHaveValue('');

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Opa! senha incorreta' })).toBeVisible();
    await signIn(page, email, newPassword);
  });

  test('a user removes the account, signs in again, reactivates it and lands in the app', async ({ page, request, axe }) => {
    const { email, password } = await registerByApi(request, 'remove');
    await signIn(page, email, password);
    await page.goto('/account/settings');

    const removal = page.getByRole('region', { name: 'Remover conta' });
    await removal.getByLabel(/digite DELETAR/).fill('deletar');
    await removal.getByLabel(/^E-mail da sua conta/).fill('outra@example.com');
    await removal.getByRole('button', { name: 'Remover minha conta' }).click();
    await expect(removal.getByText('Digite DELETAR para confirmar')).toBeVisible();
    await expect(removal.getByText('O e-mail não corresponde ao da sua conta')).toBeVisible();

    await removal.getByLabel(/digite DELETAR/).fill('DELETAR');
    await removal.getByLabel(/^E-mail da sua conta/).fill(email);
    await removal.getByRole('button', { name: 'Remover minha conta' }).click();
    const survey = page.getByRole('dialog', { name: 'Antes de você ir' });
    await expect(survey).toBeVisible();
    await expectAccessible(axe);
    // the reason is optional: removing the account does not depend on answering (LGPD)
    await survey.getByLabel(/^Quer contar mais/).fill('Teste automatizado.');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v1/') && response.status() >= 400)
        refused.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
    });
    await survey.getByRole('button', { name: 'Confirmar remoção' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sua conta foi removida')).toBeVisible();
    // the removal ended the session: no sign-out call answered 401 in the person's console
    expect(refused).toEqual([]);

    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/reactive\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sua conta está em processo de exclusão' })).toBeVisible();
    await expect(page.getByText(/Ela será excluída definitivamente em \d{1,2} de \S+ de \d{4}/)).toBeVisible();
    await expectAccessible(axe);

    // Any other screen keeps a pending-deletion account here.
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/reactive\/account$/);

    await page.getByRole('button', { name: 'Reativar minha conta' }).click();
    await expect(page).not.toHaveURL(/\/(reactive|login)/);
    await page.goto('/account/profile');
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('the settings switch the account language and the terms page shows the acceptance', async ({ page, request, axe }) => {
    const { email, password } = await registerByApi(request, 'language');
    await signIn(page, email, password);
    await page.goto('/account/settings');
    await page.getByLabel('Idioma da plataforma').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Language updated')).toBeVisible();
    await expectAccessible(axe);

    // The server keeps it: a fresh load comes back in English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await page.getByLabel('Platform language').selectOption('pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();

    await page.getByRole('link', { name: 'Termos' }).click();
    await expect(page).toHaveURL(/\/account\/terms$/);
    await expect(page.getByText(/Você aceitou os termos de uso em/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Privacidade e dados pessoais' })).toBeVisible();
    await expectAccessible(axe);
  });

  test('a user downloads one JSON file with the data the platform holds', async ({ page, request }) => {
    const { email, password } = await registerByApi(request, 'mydata');
    await signIn(page, email, password);
    await page.goto('/account/settings');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^trilha-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.sections.account.email).toBe(email);
    expect(Object.keys(data.sections)).toEqual(expect.arrayContaining(['profile', 'skills', 'memberships', 'termsAcceptances']));
  });
});
