import { expect, test } from '../support/fixtures.ts';
import { freshCompany } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

test.describe('admin center: API keys', () => {
  test('an admin makes a key with a scope, another system uses it, and it stops working once revoked', async ({ page, request, axe }) => {
    const company = await freshCompany(request, 'api-keys');
    const base = `/c/${company.companyId}/admin-center/advertising-integrations`;
    await signIn(page, company.email, company.password);
    await page.goto(`${base}/integrations`);
    await page.getByRole('link', { name: 'Chaves de API' }).click();
    await expect(page).toHaveURL(`${base}/api-keys`);
    await expect(page.getByText('Nenhuma chave de API ainda.')).toBeVisible();

    // without a name or a scope, the form says what is missing and sends nothing
    await page.getByRole('button', { name: 'Nova chave de API' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova chave de API' });
    await dialog.getByRole('button', { name: 'Criar chave' }).click();
    await expect(dialog.getByText('Escolha ao menos um escopo')).toBeVisible();

    await dialog.getByLabel(/^Nome/).fill('Sistema de RH');
    await dialog.getByRole('checkbox', { name: /Ler vagas/ }).check();
    await dialog.getByRole('button', { name: 'Criar chave' }).click();
    const created = page.getByRole('dialog', { name: 'Chave de API criada' });
    await expect(created.getByText('Copie a chave agora: por segurança, ela não será mostrada de novo.')).toBeVisible();
    const key = await created.getByLabel('Chave "Sistema de RH"').inputValue();
    expect(key).toMatch(/^trk_/);
    await expectAccessible(axe);
    await created.getByRole('button', { name: 'Concluir' }).click();

    const row = page.getByRole('listitem').filter({ hasText: 'Sistema de RH' });
    await expect(row.getByText('Ler vagas')).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);

    // another system: the key alone, no session and no X-Company
    const headers = { authorization: `Bearer ${key}` };
    const positions = await request.get('/v1/-/positions', { headers });
    expect(positions.status()).toBe(200);
    const report = await request.get('/v1/-/reports', { headers });
    expect(report.status()).toBe(403);

    // the calls are in the audit log, with their answers
    await page.reload();
    const log = page.getByRole('list', { name: 'Registro de auditoria' });
    await expect(log.getByText('GET /v1/-/positions → 200')).toBeVisible();
    await expect(log.getByText('GET /v1/-/reports → 403')).toBeVisible();

    await row.getByRole('button', { name: 'Revogar Sistema de RH' }).click();
    await page.getByRole('dialog', { name: 'Revogar a chave de API?' }).getByRole('button', { name: 'Revogar' }).click();
    await expect(page.getByText('Chave de API revogada.', { exact: true })).toBeVisible();
    await expect(page.getByText('Nenhuma chave de API ainda.')).toBeVisible();
    expect((await request.get('/v1/-/positions', { headers })).status()).toBe(401);
  });
});
