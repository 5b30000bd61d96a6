import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// Globex Saúde, whose owner is the Acme administrator: the card journey (wallet.spec.ts) counts Acme's balance at the
// same time, and a Pix credited there would make its sum wrong
const PAYMENT = '/c/globex/admin-center/payment';

/** The balance the credits tab shows, once loaded (the journey asserts changes, never absolute values). */
async function shownBalance(page: Page): Promise<number> {
  const balance = page.locator('[data-balance]');
  await expect(balance).toBeVisible();
  return Number(await balance.getAttribute('data-balance'));
}

test.describe('Pix', () => {
  test('a company owner buys credits by Pix, pays it in the sandbox and sees the page turn paid by itself', async ({
    page,
    context,
    axe,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto(`${PAYMENT}/credits`);
    const before = await shownBalance(page);

    await page.getByRole('navigation', { name: 'Seções de pagamentos' }).getByRole('link', { name: 'Adicionar créditos' }).click();
    await expect(page).toHaveURL(`${PAYMENT}/add-credits`);
    await page.getByRole('radio', { name: /^50 créditos/ }).click();
    await page.getByRole('radio', { name: /^Pix/ }).click();
    await expect(page.getByText('O Pix é pago somente em reais.')).toBeVisible();
    await page.getByRole('button', { name: 'Gerar Pix' }).click();

    // the charge: its QR code, its "copia e cola" code (an EMV BR Code), a countdown from 30 minutes
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    const code = page.getByLabel('Pix copia e cola');
    await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await expect(page.locator('[data-pix-countdown]')).toHaveText(/^Expira em (30:00|29:[0-5]\d)$/);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByRole('button', { name: 'Código copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
    await expectAccessible(axe);

    // the sandbox's page pays it, in a tab of its own
    const [sandbox] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Pagar no sandbox/ }).click()]);
    await expect(sandbox.getByRole('heading', { name: 'Pix de teste' })).toBeVisible();
    await sandbox.getByRole('button', { name: 'Pagar Pix' }).click();
    await expect(sandbox.locator('[data-pix-status="paid"]')).toHaveText('Pago');
    await sandbox.close();

    // the wallet page turns paid by itself, with the balance raised by the 50 credits
    const paid = page.locator('[data-pix-status="paid"]');
    await expect(paid).toBeVisible();
    await expect(page.getByText('Pago', { exact: true })).toBeVisible();
    const balance = page.locator('[data-pix-balance]');
    await expect(balance).toHaveAttribute('data-pix-balance', String(before + 50));
    await expectAccessible(axe);

    await page.getByRole('navigation', { name: 'Seções de pagamentos' }).getByRole('link', { name: 'Créditos', exact: true }).click();
    await expect.poll(() => shownBalance(page)).toBe(before + 50);
  });
});
