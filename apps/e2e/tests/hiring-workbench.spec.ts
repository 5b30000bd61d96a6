import { expect, test } from '../support/fixtures.ts';
import { freshApplication, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// Deciding together and acting on many: Diego rates a candidate of Acme's "Analista de Dados Pleno" on
// its criteria; Bruno selects three candidates and declines them with a message template, and each of the three
// gets an e-mail in the outbox with their own name filled in. The candidates are the journey's own: the demo's stay.

/** Acme's "Analista de Dados Pleno" (apps/server/src/seed/positions-seed.ts). */
const DATA_ANALYST_ID = '40000000-0000-4000-8000-000000000001';

test('Diego rates a candidate: a recommendation, scores on the position’s criteria and a private note', async ({ page, request, axe }) => {
  test.setTimeout(120_000);
  const candidate = await freshCandidate(request, 'scorecard', { name: 'Renata' });
  const applicationId = await freshApplication(request, candidate, DATA_ANALYST_ID);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.creator, PASSWORD);
  await page.goto(`/c/acme/recruitment/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.fullName })).toBeVisible();
  const scorecards = page.getByRole('region', { name: 'Avaliações' });
  await expect(scorecards.getByText('Ninguém avaliou este candidato ainda.')).toBeVisible();

  await scorecards.getByRole('radio', { name: 'Contratar', exact: true }).check();
  await scorecards.getByRole('combobox', { name: 'Comunicação: nota' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await scorecards.getByRole('combobox', { name: 'Raciocínio analítico: nota' }).click();
  await page.getByRole('option', { name: '4', exact: true }).click();
  await scorecards.getByRole('textbox', { name: 'Nota privada' }).fill('Explicou bem como montaria o painel de vendas.');
  await scorecards.getByRole('button', { name: 'Salvar avaliação' }).click();
  await expect(page.getByText('Avaliação salva')).toBeVisible();
  await expect(scorecards.getByText('Média 4,5 de 5 · 1 avaliação')).toBeVisible();
  await expectAccessible(axe);

  // what was saved is there after a reload, and the pipeline's card shows the average
  await page.reload();
  await expect(page.getByRole('region', { name: 'Avaliações' }).getByRole('radio', { name: 'Contratar', exact: true })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Avaliações' }).getByRole('textbox', { name: 'Nota privada' })).toHaveValue(
    'Explicou bem como montaria o painel de vendas.',
  );
  await page.goto(`/c/acme/recruitment/positions/${DATA_ANALYST_ID}/candidates`);
  const card = page.getByRole('link', { name: `Abrir a candidatura de ${candidate.fullName}` });
  await expect(card.getByText('★ 4,5 · 1 avaliação')).toBeVisible();
});

test('Bruno declines three candidates at once with a template; each gets an e-mail with their name', async ({
  page,
  request,
  axe,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const names = ['Sofia', 'Tomás', 'Úrsula'];
  const candidates = [];
  for (const name of names) {
    const candidate = await freshCandidate(request, 'bulk-decline', { name });
    await freshApplication(request, candidate, DATA_ANALYST_ID);
    candidates.push(candidate);
  }

  // on a phone: a stage per tab, the checkboxes and the action bar fit the screen (no sideways scroll, no cut button)
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.owner, PASSWORD);
  await page.goto(`/c/acme/recruitment/positions/${DATA_ANALYST_ID}/candidates?stage=new`);
  await page.getByRole('checkbox', { name: `Selecionar ${candidates[0]?.fullName}` }).check();
  const phoneBar = page.getByRole('region', { name: '1 candidato selecionado' });
  await expect(phoneBar.getByRole('button', { name: 'Reprovar' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const button of await phoneBar.getByRole('button').all()) {
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await phoneBar.getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(phoneBar).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/c/acme/recruitment/positions/${DATA_ANALYST_ID}/candidates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();
  const newOnes = page.getByRole('region', { name: 'Novos', exact: true });
  await expect(newOnes.getByRole('checkbox', { name: /Selecionar todos desta página em Novos/ })).toBeVisible();
  for (const candidate of candidates) await newOnes.getByRole('checkbox', { name: `Selecionar ${candidate.fullName}` }).check();

  const bar = page.getByRole('region', { name: '3 candidatos selecionados' });
  await expect(bar).toBeVisible();
  await expectAccessible(axe);
  await bar.getByRole('button', { name: 'Reprovar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reprovar 3 candidatos' });
  await expect(dialog.getByRole('combobox', { name: 'Modelo de mensagem' })).toHaveValue('Não selecionado após análise');
  // the preview fills the first selected candidate's name, the position and the company
  const preview = dialog.locator('[data-bulk-preview]');
  await expect(preview).toContainText(`Olá, ${candidates[0]?.name}!`);
  await expect(preview).toContainText('vaga Analista de Dados Pleno');
  await expect(preview).toContainText('Equipe Acme Tecnologia');
  await expectAccessible(axe);
  await dialog.getByRole('button', { name: 'Reprovar e enviar' }).click();
  await expect(page.getByText('3 candidatos reprovados')).toBeVisible();
  await expect(bar).toBeHidden();
  // the three left "Novos" for "Reprovados"
  for (const candidate of candidates) {
    await expect(newOnes.getByRole('link', { name: `Abrir a candidatura de ${candidate.fullName}` })).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: 'Reprovados', exact: true })
        .getByRole('link', { name: `Abrir a candidatura de ${candidate.fullName}` }),
    ).toBeVisible();
  }

  // one e-mail each through the outbox, with their own name filled in
  for (const candidate of candidates) {
    const mail = await mailbox.waitFor(candidate.email, { subject: 'Sua candidatura para Analista de Dados Pleno' });
    expect(mail.text).toContain(`Olá, ${candidate.name}!`);
    expect(mail.text).toContain('Equipe Acme Tecnologia');
    expect(mail.text).not.toContain('{{');
  }
});
