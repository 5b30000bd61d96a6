import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { freshCompany, freshMember } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn, uniqueEmail } from './identity-support.ts';
import { completeSetup, freshCompanyOwner, inviteIdOf } from './workspaces-support.ts';

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel(/^Nome \*/).fill('Convidada');
  await page.getByLabel(/^Sobrenome/).fill('Nova');
  // the invite fills in the invited e-mail and keeps it
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByLabel(/^Confirmar senha/).fill(PASSWORD);
  await page.getByLabel(/^Telefone/).fill('11987654321');
  await page.getByLabel('Li e aceito os termos de uso').check();
}

// Each journey's company is its own (support/fresh-data.ts): whoever joins, changes role or leaves does so there, and
// Acme's members stay as seeded.
test.describe('members and invites', () => {
  test('a company administrator invites someone who registers from the e-mail link and joins', async ({
    page,
    browser,
    request,
    mailbox,
    axe,
  }) => {
    // two browsers, a registration and the terms: a long journey
    test.slow();
    const email = uniqueEmail('invitee');
    const company = await freshCompany(request, 'invites');
    const home = `/c/${company.companyId}`;
    await signIn(page, company.email, company.password);
    await page.goto(`${home}/members/invites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Membros' })).toBeVisible();
    await expectAccessible(axe);
    await page.getByLabel(/^E-mails/).fill(email);
    await page.getByRole('radio', { name: 'Criador de conteúdo' }).check();
    await page.getByRole('button', { name: 'Enviar convites' }).click();
    await expect(page.getByText('Convite enviado.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Pendente')).toBeVisible();
    // just sent: the resend waits 24 hours
    await expect(row.getByRole('button', { name: `Reenviar convite para ${email}` })).toBeDisabled();
    await expect(row.getByText(/Reenvio disponível a partir de/)).toBeVisible();

    const link = await mailbox.linkFor(email, { subject: 'Você recebeu um convite na Trilha' });
    const inviteId = inviteIdOf(link);

    // the invitee, in another browser, without an account
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    // the e-mail, read in the dev mailbox, and its link followed
    await guestPage.goto('/dev/mailbox');
    await guestPage.getByLabel('Filtrar por destinatário').fill(email);
    const message = guestPage.getByRole('listitem').filter({ hasText: email });
    await expect(message.getByRole('heading', { name: 'Você recebeu um convite na Trilha' })).toBeVisible();
    await expect(message.getByText(`para participar de ${company.companyName} na Trilha`).first()).toBeVisible();
    await expectAccessible(() => axeOn(guestPage));
    await message.getByRole('link', { name: new RegExp(`/invite/${inviteId}$`) }).click();
    await expect(guestPage).toHaveURL(`/invite/${inviteId}`);
    await expect(guestPage.getByRole('heading', { level: 1, name: `Convite para ${company.companyName}` })).toBeVisible();
    await expect(guestPage.getByText('Criador de conteúdo', { exact: true })).toBeVisible();
    await expect(guestPage.getByText(`Convite enviado para ${email}.`)).toBeVisible();
    await expectAccessible(() => axeOn(guestPage));
    await guestPage.getByRole('link', { name: 'Criar conta' }).click();
    await expect(guestPage).toHaveURL(`/register?invite=${inviteId}`);
    await fillRegistration(guestPage, email);
    await guestPage.getByRole('button', { name: 'Criar conta' }).click();

    await expect(guestPage).toHaveURL(`/invite/${inviteId}`);
    await expect(guestPage.getByText(`Você está conectado(a) como ${email}.`)).toBeVisible();
    await guestPage.getByRole('button', { name: 'Aceitar convite' }).click();
    // a company's new member accepts its terms first, then arrives home
    await expect(guestPage).toHaveURL(`${home}/tos?redirect=${encodeURIComponent(home)}`);
    await guestPage.getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
    await expect(guestPage).toHaveURL(home);
    await guest.close();

    // the administrator sees the invite accepted
    await page.reload();
    // the segmented filter's radios are visually hidden behind their labels
    await page.locator('label', { hasText: 'Aceitos' }).click();
    await expect(page.getByRole('radio', { name: 'Aceitos' })).toBeChecked();
    await expect(page.getByRole('row').filter({ hasText: email }).getByText('Aceito')).toBeVisible();
    // an accepted invite link says so
    await page.goto(`/invite/${inviteId}`);
    await expect(page.getByText('Este convite já foi aceito.')).toBeVisible();
  });

  test('an unknown invite says so with its own message', async ({ page, axe }) => {
    await page.goto('/invite/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByRole('heading', { level: 1, name: 'Ops! Convite inválido' })).toBeVisible();
    await expectAccessible(axe);
    await page.goto('/invite');
    await page.getByLabel(/^Link ou código do convite/).fill('http://localhost/invite/00000000-0000-4000-8000-00000000beef');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/invite/00000000-0000-4000-8000-00000000beef');
  });

  test('the administrator changes a member role and removes the member, each after a confirmation', async ({ page, request, axe }) => {
    const company = await freshCompany(request, 'managed');
    const member = await freshMember(request, company, 'managed');
    await signIn(page, company.email, company.password);
    await page.goto(`/c/${company.companyId}/members/list`);
    await page.getByLabel('Buscar membros').fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectAccessible(axe);

    await row.getByRole('combobox', { name: 'Papel de Teste E2E' }).click();
    await page.getByRole('option', { name: 'Administrador' }).click();
    const confirmRole = page.getByRole('dialog', { name: 'Alterar papel' });
    await expect(confirmRole.getByText('Deseja tornar Teste E2E Administrador?')).toBeVisible();
    await confirmRole.getByRole('button', { name: 'Alterar papel' }).click();
    await expect(page.getByText('O papel de Teste E2E foi alterado.')).toBeVisible();
    await expect(row.getByRole('combobox', { name: 'Papel de Teste E2E' })).toHaveValue('Administrador');

    await row.getByRole('button', { name: 'Remover Teste E2E' }).click();
    await page.getByRole('dialog', { name: 'Remover membro' }).getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Teste E2E foi removido(a) do workspace.')).toBeVisible();
    await expect(page.getByText('Nenhum membro corresponde à busca.')).toBeVisible();
  });

  test('a member leaves the company after typing SAIR', async ({ page, request, axe }) => {
    const company = await freshCompany(request, 'left');
    const home = `/c/${company.companyId}`;
    const member = await freshMember(request, company, 'leaver');
    await signIn(page, member.email, member.password);
    await page.goto(`${home}/members/list`);
    await page.getByRole('button', { name: 'Sair do workspace' }).click();
    const dialog = page.getByRole('dialog', { name: `Sair de ${company.companyName}` });
    const confirm = dialog.getByRole('button', { name: 'Sair do workspace' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Digite SAIR para confirmar').fill('sair');
    await expect(confirm).toBeDisabled();
    await expectAccessible(axe);
    await dialog.getByLabel('Digite SAIR para confirmar').fill('SAIR');
    await confirm.click();
    await expect(page).toHaveURL(/\/\?choose=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha um workspace' })).toBeVisible();
    await expect(page.getByRole('button', { name: company.companyName })).toHaveCount(0);
    await page.goto(home);
    await expect(page).not.toHaveURL(new RegExp(home));
  });

  test('the only administrator cannot leave the company', async ({ page, request }) => {
    const owner = await freshCompanyOwner(request, 'lastadmin');
    await completeSetup(request, owner.token, owner.companyId);
    await signIn(page, owner.email, owner.password);
    await page.goto(`/c/${owner.companyId}/members/list`);
    await page.getByRole('button', { name: 'Sair do workspace' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Digite SAIR para confirmar').fill('SAIR');
    await dialog.getByRole('button', { name: 'Sair do workspace' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('O workspace não pode ficar sem um administrador');
    await expect(page).toHaveURL(`/c/${owner.companyId}/members/list`);
  });
});

/** axe on a page of another browser context (the fixture's `axe` runs on the default page). */
async function axeOn(target: Page) {
  const { AxeBuilder } = await import('@axe-core/playwright');
  return (await new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations;
}
