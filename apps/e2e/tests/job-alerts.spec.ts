import { expect, test } from '../support/fixtures.ts';
import { freshCandidate, freshCompany, publishedPosition } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

// Job alerts: a candidate keeps a position search as an alert, a company publishes a matching position,
// and one e-mail naming it reaches the outbox, once however often the task runs; the account lists the alert.

const SAO_PAULO = 3550308;

test('Ana saves an alert for "analista de dados" in São Paulo and hears once of a new matching position', async ({
  page,
  browser,
  request,
  axe,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const ana = await freshCandidate(request, 'alert', { name: 'Ana' });
  await signIn(page, ana.email, ana.password);
  await page.goto('/my/discovery/search?type=positions&text=analista+de+dados&locationStateList=SP');
  await expect(page.getByRole('button', { name: /Filtros/ })).toBeVisible();

  await page.getByRole('button', { name: 'Criar alerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar alerta de vagas' });
  await expect(dialog.getByText('Busca: “analista de dados”')).toBeVisible();
  await expect(dialog.getByText('Com 1 filtro ativo')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Assim que surgir uma vaga nova' }).check();
  await expectAccessible(axe);
  await dialog.getByRole('button', { name: 'Salvar alerta' }).click();
  await expect(page.getByText('Alerta criado. Você receberá por e-mail as vagas novas desta busca.')).toBeVisible();

  // a company publishes a matching position, and one that is elsewhere
  const company = await freshCompany(request, 'alert');
  const title = `Analista de Dados E2E ${Date.now().toString(36)}`;
  const description = 'Construir painéis e análises para as áreas de negócio da empresa.';
  const positionId = await publishedPosition(request, company, { title, description, cityId: SAO_PAULO });
  await publishedPosition(request, company, { title: `${title} Recife`, description, cityId: 2611606 });

  expect((await request.post('/v1/dev/job-alerts/run')).status()).toBe(200);
  const mail = await mailbox.waitFor(ana.email, { subject: 'para o seu alerta "analista de dados"' });
  expect(mail.text).toContain(title);
  expect(mail.text).toContain(`/my/discovery/position/${positionId}`);
  expect(mail.text).not.toContain(`${title} Recife`);
  expect(mail.text).toMatch(/\/alertas\/[0-9a-f-]+\/cancelar\?assinatura=/);

  // the task again: the position is not e-mailed a second time
  expect((await request.post('/v1/dev/job-alerts/run')).status()).toBe(200);
  const outbox = await request.get('/v1/dev/outbox', { params: { to: ana.email } });
  const naming = ((await outbox.json()) as { items: { text: string }[] }).items.filter((item) => item.text.includes(title));
  expect(naming).toHaveLength(1);

  // the account lists the alert, its rhythm editable
  await page.goto('/account/communication');
  const alert = page.getByRole('listitem', { name: 'analista de dados' });
  await expect(alert.getByText('SP', { exact: true })).toBeVisible();
  await expect(alert.getByLabel('Quando avisar')).toHaveValue('immediate');
  await alert.getByLabel('Quando avisar').selectOption('summary');
  await alert.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alerta atualizado')).toBeVisible();
  await expectAccessible(axe);

  // the e-mail's link cancels it without a session
  const link = /https?:\/\/\S+\/alertas\/\S+/.exec(mail.text)?.[0] ?? '';
  const anonymous = await browser.newContext();
  const outside = await anonymous.newPage();
  await outside.goto(link);
  await outside.getByRole('button', { name: 'Cancelar alerta' }).click();
  await expect(outside.getByRole('heading', { name: 'Alerta cancelado' })).toBeVisible();
  await anonymous.close();
  await page.reload();
  await expect(page.getByText('Você ainda não tem alertas de vagas.', { exact: false })).toBeVisible();
});
