import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { freshApplication, freshCandidate, moveApplication } from '../support/fresh-data.ts';
import { resumePdf } from '../support/resume-pdf.ts';
import { expectAccessible, PASSWORD, registerByApi, signIn } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

// The recruiter's pipeline: Diego, a recruitment manager of Acme, opens the candidates of "Analista de
// Dados Pleno" (the demo has candidates at every stage), moves a new one to screening, rejects another with a message
// to the candidate, and the stage counts follow; on a phone the stages are tabs. The two he moves are the journey's
// own candidates: the demo's stay at their stages.

const POSITION = 'Analista de Dados Pleno';
/** Acme's "Analista de Dados Pleno", whose last step is a video answer (apps/server/src/seed/positions-seed.ts). */
const DATA_ANALYST_ID = '40000000-0000-4000-8000-000000000001';

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

test('a recruiter moves a candidate to screening and rejects another with a message; the counts follow', async ({ page, request, axe }) => {
  test.setTimeout(120_000);
  // one new candidate and one in screening, each with the application sent
  const fresh = await freshCandidate(request, 'pipeline-new', { name: 'Nina' });
  const screened = await freshCandidate(request, 'pipeline-screening', { name: 'Otto' });
  await freshApplication(request, fresh, DATA_ANALYST_ID);
  const screenedApplication = await freshApplication(request, screened, DATA_ANALYST_ID);
  await moveApplication(request, await apiToken(request, DEMO.creator), 'acme', screenedApplication, 'screening');

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
  const newCard = column(page, 'Novos').getByRole('link', { name: `Abrir a candidatura de ${fresh.fullName}` });
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
  const other = column(page, 'Triagem').getByRole('link', { name: `Abrir a candidatura de ${screened.fullName}` });
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

const VIDEO = readFileSync(new URL('../fixtures/video-answer.webm', import.meta.url));

/** Buttons whose label does not fit (cut with an ellipsis or clipped). */
const cutButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((element) => element.offsetParent !== null)
      .flatMap((element) => {
        const label = element.querySelector('.mantine-Button-label') ?? element;
        return label.scrollWidth > label.clientWidth + 1 ? [element.textContent ?? ''] : [];
      }),
  );

/** Nothing wider than the screen: no sideways scrolling. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The video plays: started muted (autoplay rules), its clock moves past zero. */
async function expectPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
}

/** A candidate's application, through the API up to its last step (the video answer). */
async function applyUpToVideo(request: APIRequestContext): Promise<{ email: string; id: string }> {
  const { email } = await registerByApi(request, 'video');
  const headers = { authorization: `Bearer ${await apiToken(request, email)}` };
  const started = await request.post('/v1/matches', { headers, data: { positionId: DATA_ANALYST_ID } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = await started.json();
  const step = async (kind: string, data: Record<string, unknown> = {}) => {
    const done = await request.put(`/v1/matches/${id}/steps/${kind}`, { headers, data: { kind, ...data } });
    expect(done.status(), await done.text()).toBe(200);
  };
  await step('faq');
  const resume = await request.post(`/v1/matches/${id}/files?kind=resume`, {
    headers,
    multipart: {
      file: { name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: await resumePdf(['Teste E2E', '# Experiência', 'Analista']) },
    },
  });
  expect(resume.status(), await resume.text()).toBe(201);
  await step('profile', { resumeFileId: (await resume.json()).id });
  await step('questions', { answers: ['Gosto de dados.', 'Automatizei um relatório.'] });
  return { email, id };
}

test('a video answer plays for the candidate before sending it and for the recruiter, whose decision buttons are whole, on a phone too', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const refused: string[] = [];
  const watch = (target: Page) =>
    target.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
  watch(page);
  const { email, id } = await applyUpToVideo(request);

  // the candidate reviews the chosen recording before sending it
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email, PASSWORD);
  await page.goto(`/my/application/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Resposta em vídeo' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'resposta.webm', mimeType: 'video/webm', buffer: VIDEO });
  await expectPlays(page.getByLabel('Prévia da sua resposta'));
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sua candidatura foi enviada' })).toBeVisible();

  // the recruiter watches it, wide and on a phone
  const diego = await (await browser.newContext()).newPage();
  watch(diego);
  await signIn(diego, DEMO.creator, PASSWORD);
  await diego.goto(`/c/acme/recruitment/applications/${id}`);
  await expect(diego.getByRole('heading', { level: 1, name: 'Teste E2E' })).toBeVisible();
  await expectPlays(diego.getByLabel('Vídeo de resposta de Teste E2E'));
  // the decision panel's labels are whole ("Convidar para entrevista", "Enviar proposta"), wide and on a phone
  await expect(diego.getByRole('button', { name: 'Convidar para entrevista' })).toBeVisible();
  expect(await cutButtons(diego)).toEqual([]);
  await diego.screenshot({ path: test.info().outputPath('candidate-1280.png'), fullPage: true });
  await diego.setViewportSize({ width: 390, height: 844 });
  await diego.reload();
  await expectPlays(diego.getByLabel('Vídeo de resposta de Teste E2E'));
  await expect(diego.getByRole('button', { name: 'Enviar proposta' })).toBeVisible();
  expect(await cutButtons(diego)).toEqual([]);
  expect(await scrollsSideways(diego)).toBe(false);
  await diego.screenshot({ path: test.info().outputPath('candidate-390.png'), fullPage: true });
  await diego.context().close();
  expect(refused).toEqual([]);
});
