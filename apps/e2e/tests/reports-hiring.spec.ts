import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { freshCandidate, freshCompany, publishedPosition } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// Hiring analytics: Carla, Acme's administrator, reads the funnel, the times and where the year's applications came
// from, narrows them to one position and downloads them; a candidate who followed a shared link is counted under it.

test('an administrator reads the hiring funnel and sources, filters by position and exports the CSV', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin, PASSWORD);
  await page.goto('/c/acme/reports');
  const hiring = page.getByRole('region', { name: 'Contratações', exact: true });
  await expect(hiring.getByRole('heading', { level: 2, name: 'Contratações' })).toBeVisible();

  // the funnel: every stage in order, each with how many got there, the later ones with their share
  const funnel = hiring.getByRole('region', { name: 'Funil de contratação' });
  const stages = funnel.getByRole('listitem');
  await expect(stages).toHaveCount(5);
  await expect(stages.first()).toContainText(/^Nova\d+ candidaturas$/);
  await expect(stages.nth(1)).toContainText(/^Triagem\d+ candidaturas · [\d,]+% da etapa anterior$/);
  await expect(stages.last()).toContainText(/^Contratado\d+ candidaturas · [\d,]+% da etapa anterior$/);
  const counts = (await stages.allTextContents()).map((text) => Number(/(\d+) candidaturas/.exec(text)?.[1]));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expect(hiring.getByText('Mediana até a contratação (dias)')).toBeVisible();
  for (const chart of ['Tempo até a contratação por mês', 'Tempo em cada etapa', 'Etapas da candidatura'])
    await expect(hiring.getByRole('region', { name: chart })).toBeVisible();

  // the sources, as bars and as a table: the known ones in words, a shared link's own origin as it came
  const sources = hiring.getByRole('region', { name: 'Origem das candidaturas' });
  await expect(sources.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await sources.getByRole('button', { name: 'Ver tabela' }).click();
  const table = sources.getByRole('table', { name: 'Origem das candidaturas' });
  for (const source of ['Busca de vagas', 'Alerta de vagas', 'Página pública da vaga', 'linkedin'])
    await expect(table.getByRole('row').filter({ hasText: source })).toHaveCount(1);
  await expectAccessible(axe);

  // one position: its numbers only, kept in the address
  const narrowed = page.waitForResponse(
    (response) => response.url().includes('/v1/-/reports/hiring?') && response.url().includes('positionId='),
  );
  await hiring.getByRole('combobox', { name: 'Vaga' }).click();
  await page.getByRole('option', { name: /^Analista de Dados Pleno/ }).click();
  await narrowed;
  await expect(page).toHaveURL(/positionId=40000000-0000-4000-8000-000000000001/);
  await expect
    .poll(async () => Number(/(\d+) candidaturas/.exec((await stages.first().textContent()) ?? '')?.[1]))
    .toBeLessThan(counts[0] ?? 0);

  // the CSV of what is shown: one table per part under its pt-BR header
  const downloading = page.waitForEvent('download');
  await hiring.getByRole('button', { name: 'Exportar CSV de contratações' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contratacoes-acme-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const tables = csv.slice(1).trimEnd().split('\r\n\r\n');
  expect(tables.map((part) => part.split('\r\n')[0])).toEqual([
    'Etapa;Candidaturas que chegaram;Conversão da etapa anterior',
    'Tempo até a contratação (dias);Mediana;Percentil 75',
    'Mês;Mediana até a contratação (dias)',
    'Etapa;Mediana de dias na etapa',
    'Origem;Candidaturas;Contratações',
    'Etapa da candidatura;Começaram;Concluíram',
  ]);
});

test('on a phone the hiring part fits the screen', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin, PASSWORD);
  await page.goto('/c/acme/reports');
  const hiring = page.getByRole('region', { name: 'Contratações', exact: true });
  await expect(hiring.getByRole('region', { name: 'Funil de contratação' }).getByRole('listitem')).toHaveCount(5);
  await expect(hiring.getByRole('region', { name: 'Origem das candidaturas' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(axe);
});

test('a candidate who followed a shared link applies under its origin, and the company counts it', async ({ page, request }) => {
  const company = await freshCompany(request, 'hiring-source');
  const positionId = await publishedPosition(request, company, {
    title: 'Assistente de Marketing',
    description: 'Campanhas e redes sociais da empresa.',
    steps: [],
  });
  const candidate = await freshCandidate(request, 'hiring-source-candidate');
  await signIn(page, candidate.email, candidate.password);

  await page.goto(`/my/discovery/position/${positionId}?utm_source=LinkedIn`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistente de Marketing' })).toBeVisible();
  const applying = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/v1/matches');
  await page.getByRole('button', { name: 'Candidatar-se' }).click();
  expect((await applying).postDataJSON()).toMatchObject({ positionId, source: 'linkedin' });
  await expect(page).toHaveURL(/\/my\/application\/[0-9a-f-]{36}/);

  const report = await request.get('/v1/-/reports/hiring', {
    headers: { authorization: `Bearer ${company.token}`, 'x-company': company.companyId },
    params: { positionId },
  });
  expect(report.status(), await report.text()).toBe(200);
  expect((await report.json()).sources).toEqual([{ source: 'linkedin', applications: 1, hires: 0 }]);
});
