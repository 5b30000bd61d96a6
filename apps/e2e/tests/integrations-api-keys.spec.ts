import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from '../support/fixtures.ts';
import { freshCompany, publishedPosition } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

test.describe('admin center: API keys', () => {
  test('an admin makes a key with a scope, another system uses it, and it stops working once revoked', async ({ page, request, axe }) => {
    const company = await freshCompany(request, 'api-keys');
    const base = `/c/${company.companyId}/admin-center/advertising-integrations`;
    await signIn(page, company.email, company.password);
    await page.goto(`${base}/integrations`);
    await page.getByRole('link', { name: 'API e webhooks' }).click();
    await expect(page).toHaveURL(`${base}/api`);
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

test.describe('admin center: webhooks', () => {
  test('an admin registers a webhook; publishing a position reaches the receiver, signed, and shows in the deliveries', async ({
    page,
    request,
  }) => {
    // the company's receiver, on this machine (outside production loopback http is allowed)
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/trilha`;
    try {
      const company = await freshCompany(request, 'webhooks');
      await signIn(page, company.email, company.password);
      await page.goto(`/c/${company.companyId}/admin-center/advertising-integrations/api`);
      await expect(page.getByText('Nenhum webhook ainda.')).toBeVisible();
      await page.getByRole('button', { name: 'Novo webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
      await dialog.getByLabel(/^Endereço do receptor/).fill(url);
      await dialog.getByRole('checkbox', { name: /Vaga publicada/ }).check();
      await dialog.getByRole('button', { name: 'Criar webhook' }).click();
      const created = page.getByRole('dialog', { name: 'Webhook criado' });
      const secret = await created.getByLabel('Segredo de assinatura').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await created.getByRole('button', { name: 'Concluir' }).click();
      const hook = page.getByRole('listitem').filter({ hasText: url });
      await expect(hook.getByText('Ativo')).toBeVisible();

      // the company publishes a position
      const id = await publishedPosition(request, company, {
        title: `Analista de Integrações E2E ${Date.now().toString(36)}`,
        description: 'Conecta a Trilha aos sistemas de RH da empresa.',
        skill: 'SQL',
      });

      // delivered by the background task within seconds, and verified with the standard's own library
      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
      const [delivery] = received;
      const payload = new Webhook(secret).verify(delivery?.body ?? '', delivery?.headers as Record<string, string>);
      expect(payload).toMatchObject({ type: 'position.published', data: { positionId: id } });

      await hook.getByRole('button', { name: 'Ver entregas' }).click();
      await expect(hook.getByRole('list', { name: 'Entregas' }).getByText(/position\.published · 200/)).toBeVisible();
    } finally {
      receiver.close();
    }
  });
});
