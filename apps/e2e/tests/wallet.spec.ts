import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { freshVoucher } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

const PAYMENT = '/c/acme/admin-center/payment';

/** The balance the credits tab shows, once loaded (the journey asserts changes, never absolute values). */
async function shownBalance(page: Page): Promise<number> {
  const balance = page.locator('[data-balance]');
  await expect(balance).toBeVisible();
  return Number(await balance.getAttribute('data-balance'));
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel(/^Nome impresso no cartão/).fill('Carla Souza');
  await page.getByLabel(/^Número do cartão/).fill(number);
  await page.getByLabel(/^Validade/).fill('12/30');
  await page.getByLabel(/^Código de segurança/).fill('123');
}

/** Every ledger row shown moves credits in `direction` (and there is at least one). */
async function expectOnlyDirection(page: Page, direction: 'credit' | 'debit') {
  const rows = page.getByRole('table', { name: 'Movimentações de créditos' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.and(page.locator(`[data-direction="${direction === 'credit' ? 'debit' : 'credit'}"]`))).toHaveCount(0);
  await expect(rows.first()).toHaveAttribute('data-direction', direction);
}

test.describe('admin center payment', () => {
  test('the Acme administrator buys credits by card, meets a declined card, redeems a voucher and filters the ledger', async ({
    page,
    request,
    axe,
  }) => {
    // card payments, a voucher and four screens on 2 shared cores
    test.slow();
    // Acme's wallet, for its seeded history (the saved card, usage debits): the journey asserts changes to the balance,
    // never absolute values, and redeems a voucher of its own (single use: a seeded one would be spent for good)
    const voucher = await freshVoucher(request, { credits: 100, workspace: 'acme' });
    await signIn(page, DEMO.admin, PASSWORD);
    await page.goto(PAYMENT);
    await expect(page).toHaveURL(`${PAYMENT}/credits`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
    const before = await shownBalance(page);
    await expectAccessible(axe);

    const tabs = page.getByRole('navigation', { name: 'Seções de pagamentos' });
    await tabs.getByRole('link', { name: 'Adicionar créditos' }).click();
    await expect(page).toHaveURL(`${PAYMENT}/add-credits`);
    await page.getByRole('radio', { name: /^50 créditos/ }).click();
    await expect(page.getByText('Total: R$ 250,00 (50 créditos × R$ 5,00)')).toBeVisible();
    // the seed's saved card is offered; this journey pays with new cards
    await expect(page.getByRole('radio', { name: /^Visa •••• 4242/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Usar um novo cartão' }).check();
    await expect(page.getByText('Ambiente de demonstração')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect(page.getByText('Pagamento aprovado: 50 créditos adicionados ao saldo.')).toBeVisible();

    // a declined card: the operator's message in the form, what was typed kept
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect(page.getByText('Pagamento negado pela operadora do cartão')).toBeVisible();
    await expect(page.getByLabel(/^Número do cartão/)).toHaveValue('4000 0000 0000 0002');
    await expectAccessible(axe);

    await page.getByLabel(/^Código do voucher/).fill(voucher);
    await page.getByRole('button', { name: 'Resgatar' }).click();
    const redeemed = page.getByText(/^Voucher resgatado: \d+ créditos adicionados ao saldo\.$/);
    await expect(redeemed).toBeVisible();
    const voucherCredits = Number((await redeemed.textContent())?.match(/\d+/)?.[0]);
    // single use: the same code again says so on the field
    await page.getByLabel(/^Código do voucher/).fill(voucher);
    await page.getByRole('button', { name: 'Resgatar' }).click();
    await expect(page.getByText('Este voucher já foi utilizado')).toBeVisible();

    await tabs.getByRole('link', { name: 'Créditos', exact: true }).click();
    await expect(page).toHaveURL(`${PAYMENT}/credits`);
    await expect.poll(() => shownBalance(page)).toBe(before + 50 + voucherCredits);

    // the segmented filter's radios are visually hidden behind their labels
    await page.locator('label', { hasText: /^Débitos$/ }).click();
    await expect(page).toHaveURL(`${PAYMENT}/credits?filter=debits`);
    await expectOnlyDirection(page, 'debit');
    await page.locator('label', { hasText: /^Créditos$/ }).click();
    await expect(page).toHaveURL(`${PAYMENT}/credits?filter=credits`);
    await expectOnlyDirection(page, 'credit');
    await expect(page.getByRole('table', { name: 'Movimentações de créditos' }).getByText(`+${voucherCredits}`).first()).toBeVisible();
    await expectAccessible(axe);
  });
});
