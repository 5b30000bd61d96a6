import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, registerByApi, signIn } from './identity-support.ts';

test.describe('account profile', () => {
  test('a user fills every section, meets each date rule, saves and finds the profile after a reload', async ({ page, request, axe }) => {
    // every section of a long form, a photo and two accessibility checks
    test.setTimeout(60_000);
    const account = await registerByApi(request, 'profile');
    await signIn(page, account.email, account.password);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Perfil', exact: true })).toBeVisible();
    await expect(page.getByText('Nenhuma experiência adicionada.')).toBeVisible();
    await expectAccessible(axe);

    // the pt-BR date field: dd/mm/aaaa, typed
    const birth = page.getByLabel('Data de nascimento');
    await expect(birth).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await birth.fill('20/04/1995');
    await page.getByLabel('Nome de usuário').fill('teste.e2e');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByRole('combobox', { name: 'Cidade' }).fill('Campin');
    await page.getByRole('option', { name: 'Campinas', exact: true }).click();
    await page.getByLabel('Título profissional').fill('Enfermeira');
    await page.getByLabel('Resumo profissional').fill('Enfermeira com experiência em UTI.');
    await page.getByText('Saúde', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Saúde' })).toBeChecked();

    // professional experience: each date rule has its own message
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const job = page.getByRole('region', { name: 'Experiência 1' });
    await job.getByRole('combobox', { name: 'Empresa' }).fill('Hospital Central');
    await job.getByRole('combobox', { name: 'Cargo' }).fill('Enfermeira');
    await job.getByLabel('Início').fill('05/2020');
    await job.getByLabel('Término').fill('05/2020');
    const save = page.getByRole('button', { name: 'Salvar perfil' });
    await save.click();
    await expect(job.getByText('As datas de início e de término devem ser diferentes')).toBeVisible();
    await job.getByLabel('Término').fill('01/2019');
    await save.click();
    await expect(job.getByText('A data de início deve ser anterior à data de término')).toBeVisible();
    await job.getByLabel('Início').fill('01/2099');
    await job.getByLabel('Término').fill('02/2099');
    await save.click();
    await expect(job.getByText('A data não pode estar no futuro').first()).toBeVisible();
    await job.getByLabel('Início').fill('02/2019');
    await job.getByLabel('Trabalho aqui atualmente').check();
    await expect(job.getByLabel('Término')).toHaveCount(0);

    await page.getByRole('button', { name: 'Adicionar formação' }).click();
    const study = page.getByRole('region', { name: 'Formação 1' });
    await study.getByRole('combobox', { name: 'Instituição' }).fill('Universidade Federal de Pernambuco');
    await study.getByRole('combobox', { name: 'Curso' }).fill('Enfermagem');
    await study.getByLabel('Início').fill('02/2013');
    await study.getByLabel('Conclusão').fill('12/2017');

    await page.getByRole('button', { name: 'Adicionar idioma' }).click();
    await page.getByRole('combobox', { name: 'Idioma' }).fill('Ingl');
    await page.getByRole('option', { name: 'Inglês', exact: true }).click();
    await page.getByLabel('Proficiência').selectOption('professional_working');

    await page.getByRole('button', { name: 'Adicionar link' }).click();
    await page.getByLabel('Endereço (URL)').fill('not a link');
    await page.getByLabel('Sou pessoa com deficiência').check({ force: true });
    await page.getByLabel('Tipo de deficiência').selectOption('visual');
    await page.getByLabel('CID', { exact: true }).fill('H54.4');

    // a required field left empty: the form says so above the button, and the field says why
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Algum campo obrigatório não foi preenchido' })).toBeVisible();
    await expect(page.getByText('URL inválida')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Teste');
    await page.getByLabel('Endereço (URL)').fill('https://www.linkedin.com/in/teste-e2e');

    const saved = page.waitForResponse((res) => res.url().endsWith('/v1/profile') && res.request().method() === 'PUT');
    await save.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Perfil salvo')).toBeVisible();

    // the photo: uploaded at once, re-encoded into thumbnails
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await page.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Foto atualizada')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute('src', /\/v1\/files\/users\/.+-medium\.webp$/);

    await page.reload();
    await expect(page.getByLabel('Título profissional')).toHaveValue('Enfermeira');
    await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Campinas');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('20/04/1995');
    await expect(page.getByRole('region', { name: 'Experiência 1' }).getByLabel('Trabalho aqui atualmente')).toBeChecked();
    await expect(page.getByRole('region', { name: 'Formação 1' }).getByLabel('Conclusão')).toHaveValue('12/2017');
    const card = page.getByTestId('profile-card');
    await expect(card).toContainText('Enfermeira em Hospital Central');
    await expect(card).toContainText('Campinas - SP');
    await expectAccessible(axe);
  });
});
