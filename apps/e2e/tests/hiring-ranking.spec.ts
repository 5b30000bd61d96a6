import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// The recruiter's workbench, reading and ranking: Bruno finds "Analista de Dados Pleno" by typing "dados"
// on the recruitment home, opens its candidates sorted by fit, opens the best one (the demo's Juliana Ferreira, who
// meets every requirement: apps/server/src/seed/candidate-fit-seed.ts) and reads her whole: experiences, skills, the
// match requirement by requirement, the resume inline and her video answer playing. At 390 px the same screens cut no
// button and do not scroll sideways.

const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';
const BEST = 'Juliana Ferreira';

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

/** The video plays: started muted (autoplay rules), its clock moves past zero. */
async function expectPlays(video: Locator): Promise<void> {
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
}

/** The candidate read whole: experiences, skills, the match explained, the resume in the page, the video playing. */
async function expectWhole(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: BEST })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Experiências' })).toBeVisible();
  await expect(page.getByText('Analista de BI · Varejo Nacional S.A.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Competências' }).getByRole('listitem')).toHaveCount(4);
  const breakdown = page.getByTestId('match-breakdown');
  await expect(breakdown.getByRole('listitem')).toHaveCount(7);
  await expect(breakdown.getByText('Falta')).toHaveCount(0);
  await expect(page.getByText('100% compatível (7 de 7 requisitos)')).toBeVisible();
  const resume = page.getByTitle(`Currículo de ${BEST} (PDF)`);
  await expect(resume).toBeVisible();
  expect(await resume.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.getByRole('link', { name: /^Baixar o currículo/ })).toBeVisible();
  await expectPlays(page.getByLabel(`Vídeo de resposta de ${BEST}`));
}

test('Bruno finds the position, ranks its candidates by fit and reads the best one whole, on a phone too', async ({ page, axe }) => {
  test.setTimeout(120_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.owner, PASSWORD);
  await page.goto('/c/acme/recruitment');
  await page.getByRole('textbox', { name: 'Buscar por título ou código' }).fill('dados');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = page.locator(`tbody tr[data-position="${DATA_ANALYST}"]`);
  await row.getByRole('link', { name: 'Ver os candidatos da vaga Analista de Dados Pleno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatos' })).toBeVisible();

  // sorted by fit: the order goes to the address, the best first in her column, with her percentage
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Maior compatibilidade' }).click();
  await expect(page).toHaveURL(/[?&]sort=match/);
  const newest = page.getByRole('region', { name: 'Novos', exact: true });
  const best = newest.getByRole('link').first();
  await expect(best).toHaveAttribute('aria-label', `Abrir a candidatura de ${BEST}`);
  await expect(best.getByText('100% compatível (7 de 7 requisitos)')).toBeVisible();
  // the two who asked for an adaptation are marked
  await expect(page.getByText('Pediu adaptação')).toHaveCount(2);
  expect(await cutButtons(page)).toEqual([]);
  await expectAccessible(axe);
  await page.screenshot({ path: test.info().outputPath('ranked-1280.png'), fullPage: true });

  // the least fit filter narrows the board and stays in the address
  await page.getByRole('combobox', { name: 'Compatibilidade mínima' }).click();
  await page.getByRole('option', { name: '90% ou mais' }).click();
  await expect(page).toHaveURL(/[?&]minMatch=90/);
  await expect(
    page.getByRole('region', { name: 'Reprovados', exact: true }).getByText('Ninguém nesta etapa com esses filtros'),
  ).toBeVisible();
  await expect(best).toBeVisible();

  await best.click();
  await expectWhole(page);
  await expect(page.getByRole('button', { name: 'Convidar para entrevista' })).toBeVisible();
  expect(await cutButtons(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('candidate-1280.png'), fullPage: true });

  // on a phone: the candidate page, then the pipeline's tabs ranked the same way
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectWhole(page);
  await expect(page.getByRole('button', { name: 'Enviar proposta' })).toBeVisible();
  expect(await cutButtons(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('candidate-390.png'), fullPage: true });

  await page.goto(`/c/acme/recruitment/positions/${DATA_ANALYST}/candidates?stage=new&sort=match`);
  await expect(page.getByRole('link', { name: `Abrir a candidatura de ${BEST}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Abrir a candidatura de / }).first()).toHaveAttribute(
    'aria-label',
    `Abrir a candidatura de ${BEST}`,
  );
  expect(await cutButtons(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(axe);
  await page.screenshot({ path: test.info().outputPath('ranked-390.png'), fullPage: true });
  expect(refused).toEqual([]);
});
