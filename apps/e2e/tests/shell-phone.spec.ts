import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn, storedToken } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// The shell on a phone and in daily use: every journey runs on a phone and on a laptop.
const WIDTHS = [390, 1280] as const;
const PHONE = 390;

/** The drawer of the shell on a phone (the burger opens it). */
async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu principal' }).last();
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const width of WIDTHS) {
  test.describe(`shell at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the business header keeps the workspace and the avatar on screen', async ({ page, axe }) => {
      await signIn(page, DEMO.owner, PASSWORD);
      await page.goto('/c/acme');
      const avatar = page.getByRole('button', { name: 'Menu de Bruno' });
      await expect(avatar).toBeVisible();
      const box = (await avatar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(page.getByRole('link', { name: 'Acme Tecnologia' })).toBeVisible();
      const switcher = page.getByRole('button', { name: /^Trocar de módulo/ });
      if (width === PHONE) {
        // on a phone the modules live in the drawer
        await expect(switcher).toBeHidden();
      } else {
        await expect(switcher).toBeVisible();
        const switcherBox = (await switcher.boundingBox())!;
        expect(switcherBox.x + switcherBox.width).toBeLessThanOrEqual(box.x);
      }
      // nothing scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`business-header-${width}.png`) });
      await expectAccessible(axe);
    });

    test('workspace initials are the same in the header, the user avatar and the selection tile', async ({ page }) => {
      await signIn(page, DEMO.individual, PASSWORD);
      await page.goto('/?choose=1');
      await expect(page.getByRole('button', { name: /Ana Souza/ })).toContainText('AS');
      await page.getByRole('button', { name: /Ana Souza/ }).click();
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByRole('link', { name: 'Ana Souza' })).toContainText('AS');
      await expect(page.getByRole('button', { name: 'Menu de Ana' })).toHaveText('AS');
    });
  });
}

test.describe(`shell drawer at ${PHONE} px`, () => {
  test.use({ viewport: { width: PHONE, height: 844 } });

  test('a business drawer has the menu, account, switch workspace and sign-out; signing out works', async ({ page, axe }) => {
    await signIn(page, DEMO.owner, PASSWORD);
    await page.goto('/c/acme');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Membros' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Central do Administrador' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Trocar de workspace' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('business-drawer-390.png') });
    await expectAccessible(axe);

    await drawer.getByRole('link', { name: 'Trocar de workspace' }).click();
    await expect(page).toHaveURL(/\/\?choose=1$/);

    await page.goto('/c/acme');
    await (await openDrawer(page)).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('by keyboard: a skip link first; the burger says what it does, hands the focus to the drawer and gets it back', async ({
    page,
    axe,
  }) => {
    await signIn(page, DEMO.owner, PASSWORD);
    await page.goto('/c/acme');
    await expect(page.getByRole('link', { name: 'Acme Tecnologia' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    const burger = page.getByRole('button', { name: 'Abrir menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    const closer = page.getByRole('button', { name: 'Fechar menu' });
    await expect(closer).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('navigation', { name: 'Menu principal' }).last();
    await expect(drawer.getByRole('link', { name: 'Início' })).toBeFocused();
    await expectAccessible(axe);
    // past "Sair" the focus goes back to the burger, not to a control the drawer covers
    await drawer.getByRole('button', { name: 'Sair' }).focus();
    await page.keyboard.press('Tab');
    await expect(closer).toBeFocused();
    // Escape closes the drawer and the focus is on the burger again
    await drawer.getByRole('link', { name: 'Membros' }).focus();
    await page.keyboard.press('Escape');
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // a link followed from the drawer puts the focus on the screen it opened, not on <body>
    await burger.press('Enter');
    await drawer.getByRole('link', { name: 'Membros' }).press('Enter');
    await expect(page).toHaveURL(/\/c\/acme\/members/);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the personal workspace drawer is not empty', async ({ page, axe }) => {
    await signIn(page, DEMO.individual, PASSWORD);
    await page.goto('/my');
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Minha conta' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('personal-drawer-390.png') });
    await expectAccessible(axe);
    await drawer.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);
  });
});
