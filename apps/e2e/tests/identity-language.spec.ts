import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from './identity-support.ts';

test.describe('language on the public screens', () => {
  test('the language chosen before sign-in survives a reload and re-words the field errors shown', async ({ page, axe }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo é obrigatório')).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByText('Este campo é obrigatório')).toHaveCount(0);
    await expectAccessible(axe);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    // another public screen keeps it too
    await page.goto('/recovery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
