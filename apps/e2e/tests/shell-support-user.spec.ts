import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';

const SUPPORT = 'suporte@trilha.dev';

// Support staff see only the admin centers they may enter: they are not members, and a company's admin center is
// their only place in it.
for (const width of [390, 1280] as const) {
  test.describe(`support user at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('lands on the admin centers it may enter, and nothing else', async ({ page, axe }) => {
      await signIn(page, SUPPORT, PASSWORD);
      await expect(page).toHaveURL(/\/$/);
      const acme = page.getByRole('link', { name: /Acme Tecnologia/ });
      await expect(acme).toBeVisible();
      // Globex does not allow support; the personal workspace is not for support work
      await expect(page.getByText('Globex Saúde')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Suporte Trilha/ })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`support-selection-${width}.png`) });
      await expectAccessible(axe);

      await acme.click();
      await expect(page).toHaveURL(/\/c\/acme\/admin-center$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Central do Administrador' })).toBeVisible();
      // no welcome modal, no card that leads nowhere or ends in an error
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('Algo deu errado')).toHaveCount(0);
      for (const dead of ['Membros', 'Convites', 'Personalização', 'Gerenciamento']) {
        await expect(page.getByRole('link', { name: dead })).toHaveCount(0);
      }
      await page.screenshot({ path: test.info().outputPath(`support-admin-center-${width}.png`) });
      await expectAccessible(axe);
    });

    test('has no personal /my', async ({ page }) => {
      await signIn(page, SUPPORT, PASSWORD);
      await page.goto('/my');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: /Acme Tecnologia/ })).toBeVisible();
    });
  });
}
