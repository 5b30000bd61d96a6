import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, registerByApi, signIn } from './identity-support.ts';

test.describe('account communication', () => {
  test('a user moves the e-mail summary to fridays at 18:00 and finds it after a reload', async ({ page, request, axe }) => {
    const account = await registerByApi(request, 'communication');
    await signIn(page, account.email, account.password);
    await page.goto('/account/communication');
    await expect(page.getByRole('heading', { level: 2, name: 'Comunicação' })).toBeVisible();
    // the default: daily at 08:00
    await expect(page.getByRole('radio', { name: 'Diário' })).toBeChecked();
    await expect(page.getByTestId('summary-preview')).toHaveText('Você receberá um resumo todos os dias às 08:00.');
    await expectAccessible(axe);

    await page.getByRole('radio', { name: 'Semanal' }).check();
    await page.getByLabel('Dia da semana').selectOption('5');
    await page.getByLabel('Horário').selectOption('18');
    await expect(page.getByTestId('summary-preview')).toHaveText('Você receberá um resumo toda sexta-feira às 18:00.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Preferências de comunicação salvas')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Semanal' })).toBeChecked();
    await expect(page.getByLabel('Dia da semana')).toHaveValue('5');
    await expect(page.getByText(/^Próximo resumo: .* às 18:00$/)).toBeVisible();

    await page.getByRole('radio', { name: 'Nunca' }).check();
    await expect(page.getByLabel('Horário')).toHaveCount(0);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Preferências de comunicação salvas')).toBeVisible();
    await expectAccessible(axe);
  });
});
