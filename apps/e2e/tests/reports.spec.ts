import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// Career and reports: Bruno opens Acme's reports (the demo holds a year of history), sees the charts and
// their tables, changes the period and downloads the CSV; Ana opens her career and sees her applications and learning.

test('a company owner reads the reports, changes the period and exports the CSV', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.owner, PASSWORD);
  await page.goto('/c/acme/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  const applications = page.getByRole('region', { name: 'Candidaturas por mês' });
  await expect(applications).toBeVisible();
  await expect(applications.locator('.recharts-bar-rectangle').first()).toBeVisible();
  for (const chart of [
    'Tempo até a primeira resposta',
    'Candidatos por etapa',
    'Vagas com mais candidaturas',
    'Conclusões de conteúdos por mês',
  ])
    await expect(page.getByRole('region', { name: chart })).toBeVisible();

  // the numbers as a table: twelve months by default
  await applications.getByRole('button', { name: 'Ver tabela' }).click();
  const table = applications.getByRole('table', { name: 'Candidaturas por mês' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expectAccessible(axe);

  // three months
  const reportAnswer = page.waitForResponse((response) => response.url().includes('/v1/-/reports?') && response.url().includes('from='));
  await page.getByText('3 meses', { exact: true }).click();
  await reportAnswer;
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/);
  await expect(table.getByRole('row')).toHaveCount(4);

  // an impossible start date says why
  await page.getByRole('textbox', { name: 'De', exact: true }).fill('2014-12-31');
  await page.getByRole('button', { name: 'Aplicar período' }).click();
  await expect(page.getByText('O histórico de candidaturas começa em 01/01/2015: escolha uma data a partir dela')).toBeVisible();

  // the CSV of the period shown
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^relatorio-acme-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = await readFile(path ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Mês;Candidaturas;Contratações;Recusas;Tempo médio de resposta (dias);Conclusões de conteúdos');
  expect(lines).toHaveLength(4);
});

test('a candidate sees her career: applications timeline and learning', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.individual, PASSWORD);
  await page.goto('/my/career');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha carreira' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Linha do tempo das candidaturas' });
  await expect(timeline).toBeVisible();
  await expect(timeline.getByText('Em análise').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Aprendizagem' })
      .getByText(/Concluído|Em andamento/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Candidaturas e aprendizagem por mês' })).toBeVisible();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(axe);
});
