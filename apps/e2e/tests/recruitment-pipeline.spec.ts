import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// The recruiter's pipeline (issue 13): Diego, a recruitment manager of Acme, opens the candidates of "Analista de
// Dados Pleno" (the demo has candidates at every stage), moves a new one to screening, rejects another with a message
// to the candidate, and the stage counts follow; on a phone the stages are tabs.

const POSITION = 'Analista de Dados Pleno';

/** A stage's column on the board (a wide screen). */
const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });

/** How many candidates a column's badge says it holds ("Novos (2)"). */
async function countOf(page: Page, stage: string): Promise<number> {
  const badge = column(page, stage).getByLabel(new RegExp(`^${stage} \\(\\d+\\)$`));
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? Number.NaN);
}

/** The name on a candidate card's link ("Abrir a candidatura de Ana Souza"). */
async function nameOn(card: Locator): Promise<string> {
  const label = (await card.getAttribute('aria-label')) ?? '';
  return label.replace('Abrir a candidatura de ', '');
}

test('a recruiter moves a candidate to screening and rejects another with a message; the counts follow', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.creator, PASSWORD);
  await page.goto('/c/acme/recruitment');
  await expect(page.getByRole('heading', { level: 1, name: 'Recrutamento e Seleção' })).toBeVisible();
  await page.getByRole('link', { name: `Ver os candidatos da vaga ${POSITION}` }).click();

  // the board: a column per stage, with its count
  await expect(page).toHaveURL(/\/c\/acme\/recruitment\/positions\/[^/]+\/candidates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();
  await expect(page.getByText(`Vaga: ${POSITION}`)).toBeVisible();
  for (const stage of ['Novos', 'Triagem', 'Entrevista', 'Proposta', 'Contratados', 'Reprovados']) {
    await expect(column(page, stage).getByRole('heading', { name: stage })).toBeVisible();
  }
  await expect(column(page, 'Novos').getByRole('link').first()).toBeVisible();
  await expect(column(page, 'Triagem').getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/começaram a candidatura e ainda não terminaram/)).toBeVisible();
  const before = {
    new: await countOf(page, 'Novos'),
    screening: await countOf(page, 'Triagem'),
    rejected: await countOf(page, 'Reprovados'),
  };
  expect(before.new).toBeGreaterThan(0);
  await expectAccessible(axe);

  // a new candidate: the answers, the resume, the history; moved to screening
  const newCard = column(page, 'Novos').getByRole('link').first();
  const moved = await nameOn(newCard);
  await newCard.click();
  await expect(page).toHaveURL(/\/c\/acme\/recruitment\/applications\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: moved })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Respostas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico' })).toBeVisible();
  // the resume is private: a button fetches it with the session and opens it
  await expect(page.getByRole('button', { name: /Abrir o currículo/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convidar para entrevista' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar proposta' })).toBeVisible();
  await expectAccessible(axe);

  // the promised answer date, twenty days ahead (a fresh application already promises ten)
  const answerBy = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Responder até').fill(answerBy);
  await page.getByRole('button', { name: 'Salvar data' }).click();
  await expect(page.getByText('Data de resposta salva')).toBeVisible();
  await expect(page.getByText(/^Resposta prometida até \d+ de /)).toBeVisible();

  await page.getByRole('combobox', { name: 'Mover para' }).click();
  await page.getByRole('option', { name: 'Triagem' }).click();
  await page.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(page.getByText('Candidato(a) movido(a) para Triagem')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico' }).getByText('Movido(a) de etapa: Triagem')).toBeVisible();

  // back on the board, one fewer new and one more in screening
  await page.goBack();
  await expect(column(page, 'Triagem').getByRole('link', { name: `Abrir a candidatura de ${moved}` })).toBeVisible();
  // (other journeys may add new candidates meanwhile: the moved one has left the new column)
  await expect(column(page, 'Novos').getByRole('link', { name: `Abrir a candidatura de ${moved}` })).toHaveCount(0);
  await expect.poll(() => countOf(page, 'Triagem')).toBe(before.screening + 1);

  // another candidate in screening: rejected, with a message to them
  const other = column(page, 'Triagem')
    .getByRole('link')
    .filter({ hasNot: page.getByText(moved, { exact: true }) })
    .first();
  const rejected = await nameOn(other);
  expect(rejected).not.toBe(moved);
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: rejected })).toBeVisible();
  await page.getByRole('button', { name: 'Reprovar' }).click();
  const dialog = page.getByRole('dialog', { name: `Reprovar ${rejected}?` });
  await dialog
    .getByRole('textbox', { name: /Mensagem para o\(a\) candidato\(a\)/ })
    .fill('Obrigado pelo tempo; seguimos com outro perfil.');
  await expectAccessible(axe);
  await dialog.getByRole('button', { name: 'Reprovar' }).click();
  await expect(page.getByText('Candidato(a) reprovado(a)')).toBeVisible();
  await expect(page.getByText('Candidatura encerrada: Reprovado(a)')).toBeVisible();
  await expect(page.getByText('Mensagem enviada ao(à) candidato(a): Obrigado pelo tempo; seguimos com outro perfil.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reprovar' })).toHaveCount(0);

  await page.goBack();
  await expect(column(page, 'Reprovados').getByRole('link', { name: `Abrir a candidatura de ${rejected}` })).toBeVisible();
  await expect.poll(() => countOf(page, 'Triagem')).toBe(before.screening);
  await expect.poll(() => countOf(page, 'Reprovados')).toBe(before.rejected + 1);

  // on a phone the stages are tabs
  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('navigation', { name: 'Etapas do processo seletivo' });
  await tabs.getByRole('link', { name: `Reprovados (${before.rejected + 1})` }).click();
  await expect(page).toHaveURL(/candidates\?stage=rejected$/);
  await expect(page.getByRole('link', { name: `Abrir a candidatura de ${rejected}` })).toBeVisible();
  // the rejection's toast has faded out (axe reads a toast half-way through its exit as low contrast)
  await expect(page.getByText('Candidato(a) reprovado(a)')).toHaveCount(0);
  await expectAccessible(axe);

  // the candidate bank finds them by name, with the position and the stage
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Banco de candidatos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banco de candidatos' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nome ou e-mail' }).fill(rejected);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: rejected }).filter({ hasText: POSITION });
  await expect(row.getByText('Reprovado(a)')).toBeVisible();
  await expectAccessible(axe);
});
