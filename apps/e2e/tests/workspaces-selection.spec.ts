import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, registerByApi, signIn } from './identity-support.ts';
import { DEMO, openSelection, openUserMenu, portalStyle, rgbOf } from './workspaces-support.ts';

test.describe('workspace selection', () => {
  test('a user with a personal workspace and two portals sees the selection, grouped by kind', async ({ page, axe }) => {
    await signIn(page, DEMO.individual, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha um workspace' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pessoal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Portais' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Vagas Nordeste/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Carreira Tech/ })).toBeVisible();
    await expectAccessible(axe);

    await page.setViewportSize({ width: 800, height: 900 });
    await expectAccessible(axe);
  });

  test('a freshly registered user with only the personal workspace lands on /my', async ({ page, request, axe }) => {
    const { email, password } = await registerByApi(request, 'selection');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('heading', { level: 1, name: /^(Bom dia|Boa tarde|Boa noite), Teste!$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Conteúdos' })).toBeVisible();
    await expect(page.getByText('Nenhum conteúdo por aqui ainda')).toBeVisible();
    // the first workspace entered is not a switch: no welcome modal
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(axe);
  });

  test('switching to a portal shows its welcome once and wears its colours', async ({ page, request, axe }) => {
    // three workspaces entered and three accessibility checks: on a busy machine (CI) more than the default 45 s
    test.setTimeout(120_000);
    const vagas = await portalStyle(request, 'vagas-nordeste');
    const carreiraTech = await portalStyle(request, 'carreira-tech');
    await signIn(page, DEMO.individual, PASSWORD);
    await page.getByRole('button', { name: /Ana Souza/ }).click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('heading', { level: 1, name: /Ana!$/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // from the user menu back to the selection, then into a portal: first visit of the type
    await openUserMenu(page, 'Menu de Ana');
    await page.getByRole('menuitem', { name: 'Trocar de workspace' }).click();
    await expect(page).toHaveURL(/\/\?choose=1$/);
    await page.getByRole('button', { name: /Vagas Nordeste/ }).click();
    await expect(page).toHaveURL(/\/p\/vagas-nordeste$/);
    const welcome = page.getByRole('dialog', { name: 'Boas-vindas ao portal Vagas Nordeste' });
    await expect(welcome).toBeVisible();
    await expectAccessible(axe);
    await welcome.getByRole('button', { name: 'Começar' }).click();
    await expect(welcome).toBeHidden();

    // the portal's theme: the header is painted with its menu colour
    await expect(page.locator('header').first()).toHaveCSS('background-color', rgbOf(vagas.menuColor));
    await expect(page.locator('header').first()).toHaveCSS('color', rgbOf(vagas.menuTextColor));
    await expectAccessible(axe);

    // another portal: same type, no welcome the second time
    await openSelection(page);
    await page.getByRole('button', { name: /Carreira Tech/ }).click();
    await expect(page).toHaveURL(/\/p\/carreira-tech$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('header').first()).toHaveCSS('background-color', rgbOf(carreiraTech.menuColor));

    // and back to the first portal: still no welcome
    await openSelection(page);
    await page.getByRole('button', { name: /Vagas Nordeste/ }).click();
    await expect(page).toHaveURL(/\/p\/vagas-nordeste$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the public page of a workspace shows its tabs and counts the visit', async ({ page, request, axe }) => {
    const before = await (await request.get('/v1/workspaces/acme')).json();
    await signIn(page, DEMO.individual, PASSWORD);
    await page.goto(`/workspace/${before.id}`);
    await expect(page).toHaveURL(new RegExp(`/workspace/${before.id}/contents$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Tecnologia' })).toBeVisible();
    // the open contents show (newest first: journeys add their own); the private onboarding slides never do
    await expect(page.locator('[data-card="content"]').first()).toBeVisible();
    await expect(page.getByText('Boas-vindas à Acme: cultura e ferramentas')).toHaveCount(0);
    await expectAccessible(axe);
    await page.getByRole('link', { name: 'Habilidades' }).click();
    await expect(page).toHaveURL(/\/skills$/);
    await expect(page.getByText('SQL', { exact: true })).toBeVisible();
    await expect.poll(async () => (await (await request.get('/v1/workspaces/acme')).json()).hits).toBeGreaterThan(before.hits);
  });
});
