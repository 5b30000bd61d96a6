import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, submitLogin } from './identity-support.ts';

test('an anonymous visit to a portal signs in on a login wearing the portal, then returns there', async ({ page, axe }) => {
  await page.goto('/p/vagas-nordeste');
  await expect(page).toHaveURL('/login?theme=vagas-nordeste&redirect=%2Fp%2Fvagas-nordeste');
  await expect(page.getByRole('img', { name: 'Logo do portal' })).toBeVisible();
  await expectAccessible(axe);
  await submitLogin(page, 'ana@trilha.dev', PASSWORD);
  await expect(page).toHaveURL(/\/p\/vagas-nordeste$/);
});
