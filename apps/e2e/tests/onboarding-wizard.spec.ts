import { expect, test } from '../support/fixtures.ts';
import { resumePdf } from '../support/resume-pdf.ts';
import { expectAccessible, registerByApi, signIn } from './identity-support.ts';

test.describe('first-access wizard', () => {
  test('a new account is held in the wizard, goes through every step and lands on its home', async ({ page, request, axe }) => {
    // four screens, a resume read in the background and five accessibility checks: longer than one screen's journey
    test.setTimeout(60_000);
    const account = await registerByApi(request, 'wizard', undefined, { wizard: 'keep' });
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/newaccount\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: /Teste!$/ })).toBeVisible();
    // the menu is hidden and another screen brings the account back here
    await expect(page.getByRole('navigation', { name: 'Primeiro acesso' })).toBeVisible();
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/newaccount\/welcome$/);
    await expectAccessible(axe);

    // the resume: uploaded, read in the background, reviewed, then confirmed into the profile
    const pdf = await resumePdf([
      'Joana Ribeiro',
      'Técnica em Enfermagem',
      'teste.e2e@example.com | (81) 99876-5432 | Recife - PE',
      '# Experiência Profissional',
      'Técnica de Enfermagem — Hospital da Restauração',
      '03/2019 - atual',
      'Cuidados intensivos e administração de medicamentos.',
      '# Formação Acadêmica',
      'Curso Técnico em Enfermagem — Escola Técnica Estadual',
      '2016 - 2018',
      '# Idiomas',
      'Inglês - básico',
      '# Habilidades',
      'Enfermagem, Primeiros socorros, Trabalho em equipe',
    ]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Confira o que encontramos')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Técnica de Enfermagem — Hospital da Restauração', { exact: false })).toBeVisible();
    await expect(page.getByText('Encontrado no currículo').first()).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Confirmar e salvar no perfil' }).click();

    await expect(page).toHaveURL(/\/newaccount\/profiles$/);
    await expect(page.getByLabel('Título profissional')).toHaveValue('Técnica em Enfermagem');
    await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Recife');
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/newaccount\/skills$/);
    // the resume's skills are there; one more is added by hand
    await expect(page.getByTestId('user-skill').filter({ hasText: 'Primeiros socorros' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Adicionar habilidade' }).fill('comunicacao');
    await page.getByRole('option', { name: 'Comunicação', exact: true }).click();
    await expect(page.getByTestId('user-skill').filter({ hasText: 'Comunicação' })).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/newaccount\/categories$/);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione pelo menos uma área de interesse' })).toBeVisible();
    // said once, on the group
    await expect(page.getByText('Selecione pelo menos uma área de interesse')).toHaveCount(1);
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
    await expect(page.getByRole('region', { name: 'Experiência 1' }).getByRole('combobox', { name: 'Empresa' })).toHaveValue(
      'Hospital da Restauração',
    );
  });
});
