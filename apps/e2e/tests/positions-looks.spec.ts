import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// How positions look: job listings as dense rows and the position page's right column.
test('positions read as dense rows and a position page puts the apply box and the company beside the text', async ({ page, axe }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.individual, PASSWORD);
  await page.goto('/my/discovery/search?type=positions&text=analista%20de%20dados');
  const rows = page.locator('[data-card-grid="rows"]');
  await expect(rows).toBeVisible();
  const row = rows
    .locator('[data-card="position"]')
    .filter({ has: page.getByRole('link', { name: 'Analista de Dados Pleno' }) })
    .first();
  // logo, company, place, contract, salary and date in one dense row, no cover drawing
  await expect(row).toContainText('Acme Tecnologia');
  await expect(row).toContainText('Campinas - SP');
  await expect(row).toContainText(/R\$\s?7\.000/);
  await expect(row).toContainText(/hoje|ontem|há \d+ (dias|meses)/);
  await expect(page.locator('[data-cover-fallback]')).toHaveCount(0);
  expect((await row.boundingBox())?.height ?? 0).toBeLessThan(160);
  await expectAccessible(axe);

  await row.getByRole('link', { name: 'Analista de Dados Pleno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  const apply = page.getByRole('region', { name: 'Candidatura', exact: true });
  const company = page.getByRole('region', { name: 'Sobre a empresa', exact: true });
  await expect(apply.getByRole('button', { name: 'Candidatar-se' })).toBeVisible();
  await expect(apply).toContainText('Tempo integral');
  await expect(company).toContainText('Acme Tecnologia');
  // on a wide screen they are the right column, beside "Sobre a vaga"
  const about = page.getByRole('heading', { name: 'Sobre a vaga' });
  const [applyBox, aboutBox] = [await apply.boundingBox(), await about.boundingBox()];
  expect(applyBox?.x ?? 0).toBeGreaterThan((aboutBox?.x ?? 0) + 500);
  await expectAccessible(axe);

  // on a phone the apply box comes first, under the title
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneApply = await apply.boundingBox();
  const phoneAbout = await about.boundingBox();
  expect(phoneApply?.y ?? 0).toBeLessThan(phoneAbout?.y ?? 0);
});
