import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// The recruitment module (docs/product.md, Recruitment roles): a manager writes a position and publishes it, the approval group approves
// it, candidates find it, and once paused its page says so. (What an evaluator may not do is covered by the server's
// recruitment.test.ts and the web's positions-page.test.tsx: the demo evaluator, Elisa, is held at Acme's terms page,
// which other journeys rely on, so she cannot reach the module here.)

/** Another person, in a browser of their own, signed in. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

/** A position on the worklist: a table row on a wide screen, a card on a phone. */
const cardOf = (page: Page, title: string) => page.locator('article, tbody tr').filter({ hasText: title });

const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';

/** Nothing wider than the screen: no sideways scrolling. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Buttons whose label does not fit (cut with an ellipsis or clipped). */
const cutButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a[role="button"], a.mantine-Button-root')]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .flatMap((element) => {
        const label = element.querySelector('.mantine-Button-label') ?? element;
        return label.scrollWidth > label.clientWidth + 1 ? [element.textContent ?? ''] : [];
      }),
  );

test('a manager publishes a position, the approval group approves it, candidates find it, and paused it takes no applications', async ({
  page,
  browser,
  request,
  axe,
}) => {
  // three people's sessions, one after the other: 1.3 min on a quiet machine, 2.1 on a 2-core CI running two browsers
  test.setTimeout(180_000);
  const title = `Coordenador(a) de Frota E2E ${Date.now().toString(36)}`;
  // the candidate who saves the position is the journey's own: the demo Ana's saved positions stay as seeded
  const candidate = await freshCandidate(request, 'recruitment', { name: 'Ana' });

  // Diego, a recruitment manager, reaches the module through the switcher
  await signIn(page, DEMO.creator, PASSWORD);
  await page.goto('/c/acme');
  await page.getByRole('button', { name: /^Trocar de módulo/ }).click();
  await page.getByRole('menuitem', { name: 'Recrutamento e Seleção' }).click();
  await expect(page).toHaveURL(/\/c\/acme\/recruitment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recrutamento e Seleção' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Situação das vagas' }).getByRole('link', { name: 'Rascunhos' })).toBeVisible();
  await expectAccessible(axe);

  await page.getByRole('link', { name: 'Nova vaga' }).click();
  await expect(page).toHaveURL(/\/c\/acme\/recruitment\/positions\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova vaga' })).toBeVisible();
  await expect(page.getByText('Ao publicar, a vaga passa pela aprovação de Diretoria antes de aparecer para os candidatos.')).toBeVisible();

  // every required field but the title, and two steps
  await page.getByRole('combobox', { name: 'Área', exact: true }).click();
  await page.getByRole('option', { name: 'Logística' }).click();
  await page.getByRole('combobox', { name: 'Tipo de contrato' }).click();
  await page.getByRole('option', { name: 'Tempo integral' }).click();
  await page
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Coordenar a frota de entregas da região, escalas e manutenção dos veículos.');
  await page.getByRole('textbox', { name: 'Salário mínimo' }).fill('4500');
  await page.getByRole('textbox', { name: 'Salário máximo' }).fill('6000');
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).fill('recife');
  await page.getByRole('option', { name: 'Recife - PE' }).click();
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  await page.getByRole('menuitem', { name: 'Perfil com currículo e carta de apresentação' }).click();
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  await page.getByRole('menuitem', { name: 'Responder às perguntas' }).click();
  await page.getByRole('textbox', { name: 'Pergunta 1' }).fill('Como você organiza as escalas de uma equipe de motoristas?');
  await expect(page.getByText('2 etapas, cerca de 15 minutos no total.')).toBeVisible();

  // the missing title is said under its field, and nothing typed is lost
  await page.getByRole('button', { name: 'Salvar e publicar' }).click();
  const titleField = page.getByRole('textbox', { name: 'Título da vaga' });
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Este campo é obrigatório')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toHaveValue('Recife - PE');
  await expect(page.getByRole('textbox', { name: 'Pergunta 1' })).toHaveValue(/escalas de uma equipe/);
  await expectAccessible(axe);

  await titleField.fill(title);
  await page.getByRole('button', { name: 'Salvar e publicar' }).click();
  await expect(page.getByText('Vaga enviada para aprovação')).toBeVisible();
  await expect(page).toHaveURL(/\/c\/acme\/recruitment\?status=draft$/);
  const diegoCard = cardOf(page, title);
  await expect(diegoCard.getByText('Aguardando aprovação')).toBeVisible();
  // Diego is not in the approval group
  await expect(diegoCard.getByRole('button', { name: `Aprovar a vaga ${title}` })).toHaveCount(0);

  // Bruno, of the group "Diretoria", approves it
  const bruno = await signedIn(browser, DEMO.owner);
  await bruno.goto('/c/acme/recruitment?status=draft');
  await cardOf(bruno, title).getByRole('link', { name: title }).click();
  await expect(bruno.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(bruno.getByText('A vaga será publicada quando alguém de Diretoria aprovar.', { exact: false })).toBeVisible();
  await bruno.getByRole('button', { name: `Aprovar a vaga ${title}` }).click();
  await expect(bruno.getByText('Vaga aprovada e publicada')).toBeVisible();
  await expect(bruno.getByText('Ativa', { exact: true })).toBeVisible();
  await bruno.context().close();

  // a candidate finds it among the open positions
  const ana = await signedIn(browser, candidate.email);
  await ana.goto('/my/discovery/search?type=positions');
  await ana.getByRole('textbox', { name: 'Buscar vagas' }).fill(title);
  await ana.getByRole('button', { name: 'Buscar', exact: true }).click();
  await ana.getByRole('link', { name: title }).first().click();
  await expect(ana).toHaveURL(/\/my\/discovery\/position\/[0-9a-f-]{36}\?origem=search$/);
  await expect(ana.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ana.getByText('2 etapas, cerca de 15 minutos no total.')).toBeVisible();
  await expect(ana.getByText('Esta vaga está pausada e não recebe candidaturas no momento.')).toHaveCount(0);
  // she saves it: a paused position stays readable by its company, who applied and who saved it
  await ana
    .getByRole('button', { name: `Salvar a vaga ${title}` })
    .first()
    .click();
  await expect(ana.getByText('Vaga salva')).toBeVisible();

  // Diego pauses it
  await page.getByRole('navigation', { name: 'Situação das vagas' }).getByRole('link', { name: 'Ativas' }).click();
  await cardOf(page, title)
    .getByRole('button', { name: `Pausar a vaga ${title}` })
    .click();
  await expect(page.getByText('Vaga pausada')).toBeVisible();
  await page.getByRole('navigation', { name: 'Situação das vagas' }).getByRole('link', { name: 'Pausadas' }).click();
  await expect(cardOf(page, title).getByRole('button', { name: `Retomar a vaga ${title}` })).toBeVisible();

  // its page says so and offers no application; the search no longer lists it
  await ana.reload();
  await expect(ana.getByText('Esta vaga está pausada e não recebe candidaturas no momento.')).toBeVisible();
  await expect(ana.getByRole('button', { name: /^Candidatar(-se)?$/ })).toHaveCount(0);
  await ana.goBack();
  await expect(ana.getByRole('textbox', { name: 'Buscar vagas' })).toHaveValue(title);
  await expect(ana.getByText(/vagas? encontradas?|Nenhuma vaga encontrada/).first()).toBeVisible();
  await expect(ana.getByRole('link', { name: title })).toHaveCount(0);
  await ana.context().close();
});

test('Bruno finds a position by typing part of its title; the worklist counts its candidates and overdue answers, on a phone too', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.owner, PASSWORD);
  await page.goto('/c/acme/recruitment');
  await expect(page.getByRole('heading', { level: 1, name: 'Recrutamento e Seleção' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ativas' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Buscar por título ou código' }).fill('dados');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/c\/acme\/recruitment\?status=active&query=dados$/);
  // Acme's demo position (apps/server/src/seed/positions-seed.ts); other journeys may add namesakes
  const row = page.locator(`tbody tr[data-position="${DATA_ANALYST}"]`);
  await expect(row.getByRole('link', { name: 'Analista de Dados Pleno', exact: true })).toBeVisible();
  // the demo: one candidate in screening waits past the promised date
  await expect(row.getByText('Atrasada', { exact: true })).toBeVisible();
  await expect(row.getByLabel(/^\d+ respostas? atrasadas?$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Vendedor' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('worklist-1280.png'), fullPage: true });
  await expectAccessible(axe);
  expect(await cutButtons(page)).toEqual([]);

  // the address keeps the search: reloaded, it is still there
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Buscar por título ou código' })).toHaveValue('dados');
  await expect(row).toBeVisible();

  // on a phone, cards, nothing cut and nothing wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article').filter({ has: page.locator(`a[href$="/positions/${DATA_ANALYST}"]`) });
  await expect(card.getByText('Atrasada', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('worklist-390.png'), fullPage: true });
  expect(await scrollsSideways(page)).toBe(false);
  expect(await cutButtons(page)).toEqual([]);
  await expectAccessible(axe);
  await card.getByRole('link', { name: 'Ver os candidatos da vaga Analista de Dados Pleno' }).click();
  await expect(page).toHaveURL(/\/candidates$/);

  // the late answer on the pipeline (screening, on a phone a tab) and on the candidate's page, wide
  await page
    .getByRole('navigation', { name: 'Etapas do processo seletivo' })
    .getByRole('link', { name: /^Triagem/ })
    .click();
  const late = page.getByRole('link', { name: /^Abrir a candidatura de / }).filter({ hasText: 'Atrasada' });
  await expect(late).toHaveCount(1);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(axe);
  await page.setViewportSize({ width: 1280, height: 900 });
  await late.click();
  await expect(page.getByText(/^Resposta prometida até \d+ de /)).toBeVisible();
  await expect(page.getByText('Atrasada', { exact: true })).toBeVisible();
  await expectAccessible(axe);
});
