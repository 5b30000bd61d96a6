import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, signIn } from './identity-support.ts';
import { completeSetup, freshCompanyOwner, rgbOf } from './workspaces-support.ts';

test.describe('workspace settings', () => {
  test('the owner changes the menu colour with a live preview and the header follows', async ({ page, request, axe }) => {
    const owner = await freshCompanyOwner(request, 'colours');
    await completeSetup(request, owner.token, owner.companyId);
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(`/c/${owner.companyId}`);
    await page.goto(`/c/${owner.companyId}/customizations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Personalização' })).toBeVisible();
    await expectAccessible(axe);

    const menu = page.getByRole('textbox', { name: 'Cor do menu' });
    await menu.fill('#123456');
    await menu.blur();
    await page.getByRole('textbox', { name: 'Cor do texto do menu' }).fill('#FFFFFF');
    await page.getByRole('textbox', { name: 'Cor do texto do menu' }).blur();
    // the preview follows the typing, before anything is saved
    await expect(
      page.getByRole('img', { name: 'Pré-visualização do cabeçalho com as cores escolhidas' }).locator('> div').first(),
    ).toHaveCSS('background-color', rgbOf('#123456'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Personalização salva.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('background-color', rgbOf('#123456'));
  });

  test('Enter in a colour field does not save the form, and leaving with unsaved changes asks first', async ({ page, request, axe }) => {
    const owner = await freshCompanyOwner(request, 'unsaved');
    await completeSetup(request, owner.token, owner.companyId);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/c/${owner.companyId}/customizations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Personalização' })).toBeVisible();
    const saves: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === `/v1/workspaces/${owner.companyId}`) saves.push(sent.url());
    });

    const menu = page.getByRole('textbox', { name: 'Cor do menu' });
    await menu.fill('#EEEEEE');
    await menu.press('Enter');
    await expect(menu).toHaveValue('#EEEEEE');

    // still unsaved: leaving through the settings tabs asks first
    const settingsNav = page.getByRole('navigation', { name: 'Seções de configurações' });
    await settingsNav.getByRole('link', { name: 'Gerenciamento' }).click();
    const leave = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await expect(leave).toBeVisible();
    await expectAccessible(axe);
    expect(saves).toEqual([]);
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/customizations$/);
    await expect(menu).toHaveValue('#EEEEEE');

    await settingsNav.getByRole('link', { name: 'Gerenciamento' }).click();
    await page.getByRole('dialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect(page).toHaveURL(/\/management$/);
    expect(saves).toEqual([]);
  });

  test('the owner sets the languages, deletes the company through the survey, and reactivates it', async ({ page, request, axe }) => {
    const owner = await freshCompanyOwner(request, 'danger');
    await completeSetup(request, owner.token, owner.companyId);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/c/${owner.companyId}/management`);
    await expect(page.getByRole('heading', { level: 2, name: 'Configuração guiada de idiomas' })).toBeVisible();
    await expectAccessible(axe);

    // at least one language
    await page.getByRole('checkbox', { name: 'Português (Brasil)' }).uncheck();
    await page.getByRole('button', { name: 'Salvar idiomas' }).click();
    await expect(page.getByText('Este campo é obrigatório')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Español' }).check();
    await page.getByRole('button', { name: 'Salvar idiomas' }).click();
    await expect(page.getByText('Idiomas atualizados.')).toBeVisible();
    const saved = await (await request.get(`/v1/workspaces/${owner.companyId}`)).json();
    expect(saved.languages).toEqual(['es']);

    await page.getByRole('button', { name: 'Excluir workspace' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir workspace' });
    await expect(confirm.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await confirm.getByLabel(`Digite "${owner.companyName}" para confirmar`).fill(owner.companyName);
    await expectAccessible(axe);
    await confirm.getByRole('button', { name: 'Continuar' }).click();
    const survey = page.getByRole('dialog', { name: 'Antes de excluir, conte para nós' });
    await survey.getByRole('radio', { name: 'Não estamos mais usando' }).check();
    await expectAccessible(axe);
    await survey.getByRole('button', { name: 'Enviar e excluir' }).click();

    await expect(page).toHaveURL(/\/\?choose=1$/);
    const card = page.getByText(owner.companyName).locator('xpath=ancestor::*[@data-pending]');
    await expect(card.getByText('Exclusão pendente')).toBeVisible();
    await expectAccessible(axe);
    await card.getByRole('button', { name: 'Reativar' }).click();
    await expect(page.getByText('Workspace reativado com sucesso.')).toBeVisible();
    await expect(page.getByText('Exclusão pendente')).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(owner.companyName) }).click();
    await expect(page).toHaveURL(`/c/${owner.companyId}`);
  });
});
