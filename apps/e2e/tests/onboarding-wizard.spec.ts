import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, registerByApi, signIn } from './identity-support.ts';

test.describe('first-access wizard', () => {
  test('a new account is held in the wizard, goes through every step and lands on its home', async ({ page, request, axe }) => {
    const account = await registerByApi(request, 'wizard', undefined, { wizard: 'keep' });
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/newaccount\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: /Teste!$/ })).toBeVisible();
    // the menu is hidden and another screen brings the account back here
    await expect(page.getByRole('navigation', { name: 'Primeiro acesso' })).toBeVisible();
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/newaccount\/welcome$/);
    await expectAccessible(axe);

    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(page).toHaveURL(/\/newaccount\/profiles$/);
    await page.getByLabel('Título profissional').fill('Técnica em Enfermagem');
    await page.getByLabel('Estado').selectOption('PE');
    await page.getByRole('combobox', { name: 'Cidade' }).fill('Recif');
    await page.getByRole('option', { name: 'Recife', exact: true }).click();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/newaccount\/skills$/);
    await page.getByRole('combobox', { name: 'Adicionar habilidade' }).fill('enfermagem');
    await page.getByRole('option', { name: 'Enfermagem', exact: true }).click();
    await expect(page.getByTestId('user-skill').filter({ hasText: 'Enfermagem' })).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/newaccount\/categories$/);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione pelo menos uma área de interesse' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Saúde' }).click();
    await expect(page.getByText('1 área selecionada')).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Concluir' }).click();

    // the individual home, and the wizard no longer holds the account
    await expect(page).toHaveURL(/\/my(\/|$)/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByLabel('Título profissional')).toHaveValue('Técnica em Enfermagem');
    await expect(page.getByRole('checkbox', { name: 'Saúde' })).toBeChecked();
  });
});
