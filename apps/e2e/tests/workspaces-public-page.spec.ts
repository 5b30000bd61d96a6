import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO, workspaceId } from './workspaces-support.ts';

// "Página pública" of a workspace is public: it opens without a session.
for (const width of [390, 1280] as const) {
  test.describe(`public workspace page at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('opens anonymously, with its tabs and a way to sign in', async ({ page, request, axe }) => {
      const acme = await workspaceId(request, 'acme');
      await page.goto(`/workspace/${acme}`);
      await expect(page).toHaveURL(new RegExp(`/workspace/${acme}/contents$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Acme Tecnologia' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Habilidades' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`public-page-anonymous-${width}.png`) });
      await expectAccessible(axe);
    });

    test('the link a member shares from the company shell opens anonymously too', async ({ page, request }) => {
      const acme = await workspaceId(request, 'acme');
      await page.goto(`/c/acme/workspace/${acme}/contents`);
      await expect(page).toHaveURL(new RegExp(`^[^?]*/workspace/${acme}/contents$`));
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { level: 1, name: 'Acme Tecnologia' })).toBeVisible();
    });
  });
}

test('a member still sees the public page inside the company shell', async ({ page, request }) => {
  const acme = await workspaceId(request, 'acme');
  await signIn(page, DEMO.owner, PASSWORD);
  await page.goto('/c/acme');
  await page.getByRole('link', { name: 'Página pública' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/acme/workspace/${acme}/contents$`));
  await expect(page.getByRole('button', { name: 'Menu de Bruno' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Tecnologia' })).toBeVisible();
});
