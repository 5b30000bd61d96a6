import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO, freshCompanyOwner } from './workspaces-support.ts';

// A 1x1 PNG, and a "PNG" over the 1 MB limit (the size is checked before the content).
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const BIG_PNG = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 + 10)]);

test.describe('workspace setup wizard', () => {
  test('the demo owner opening the unfinished company is taken to its setup', async ({ page }) => {
    await signIn(page, DEMO.owner, PASSWORD);
    await page.goto('/?choose=1');
    await page.getByRole('button', { name: /Nova Empresa/ }).click();
    await expect(page).toHaveURL(/\/workspace-setup\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Configuração do workspace' })).toBeVisible();
    await expect(page.getByText('Passo 1 de 5')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vamos preparar Nova Empresa' })).toBeVisible();
  });

  test('a new company goes through the five steps and lands on its home', async ({ page, request, axe }) => {
    const owner = await freshCompanyOwner(request, 'setup');
    await signIn(page, owner.email, owner.password);
    // one company beside the personal workspace: selected at once, and its setup is not done
    await expect(page).toHaveURL(`/workspace-setup/${owner.companyId}`);
    await expect(page.getByText('Passo 1 de 5')).toBeVisible();
    await expectAccessible(axe);

    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByText('Passo 2 de 5')).toBeVisible();
    const name = page.getByLabel(/^Nome do workspace/);
    await expect(name).toHaveValue(owner.companyName);
    await name.fill('');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByText('Este campo é obrigatório')).toBeVisible();
    await name.fill('ab');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByText('O nome deve ter entre 3 e 255 caracteres')).toBeVisible();
    await expect(page.getByText('Passo 2 de 5')).toBeVisible();
    await expectAccessible(axe);
    const newName = `${owner.companyName} Ltda`;
    await name.fill(newName);
    await page.getByRole('button', { name: 'Avançar' }).click();

    await expect(page.getByText('Passo 3 de 5')).toBeVisible();
    await expect(page.getByText('PNG, JPG, WebP ou GIF, com no máximo 1 MB.')).toBeVisible();
    // too large: refused on the spot with the limit
    await page.getByLabel('Enviar imagem: Imagem de perfil').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: BIG_PNG });
    await expect(page.getByRole('alert').filter({ hasText: 'A imagem deve ter no máximo 1 MB' })).toBeVisible();
    await page.getByRole('button', { name: 'Imagem de exemplo 2' }).click();
    await expect(page.getByRole('button', { name: 'Imagem de exemplo 2' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Avançar' }).click();

    await expect(page.getByText('Passo 4 de 5')).toBeVisible();
    await page.getByLabel('Enviar imagem: Imagem de capa').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Selecionada: capa.png')).toBeVisible();
    await page.getByRole('button', { name: 'Avançar' }).click();

    await expect(page.getByText('Passo 5 de 5')).toBeVisible();
    await expect(page.getByText(newName)).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Concluir configuração' }).click();

    await expect(page).toHaveURL(`/c/${owner.companyId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), Dona!$/ })).toBeVisible();
    await expect(page.getByRole('banner').getByText(newName)).toBeVisible();
    await expectAccessible(axe);

    const saved = await (await request.get(`/v1/workspaces/${owner.companyId}`)).json();
    expect(saved).toMatchObject({ name: newName, isCompleted: true });
    expect(saved.imageUrl).toContain('profile-samples');
    expect(saved.coverImageUrl).toBeTruthy();
  });
});
