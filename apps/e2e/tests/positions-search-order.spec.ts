import { expect, test } from '../support/fixtures.ts';
import { DATA_ANALYST_PROFILE, DATA_ANALYST_SKILLS, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

// A candidate searches positions, orders them newest first, narrows them to the last 7 days around a city (all of it
// kept in the address), sees how many were found, when each was published and how far it is, and opens one.
test('a candidate orders the job search by date and narrows it to the last week around a city', async ({ page, request, axe }) => {
  test.setTimeout(180_000);
  const candidate = await freshCandidate(request, 'search-order', {
    name: 'Bia',
    profile: DATA_ANALYST_PROFILE,
    skills: DATA_ANALYST_SKILLS,
  });
  await signIn(page, candidate.email, candidate.password);
  await page.goto('/my/discovery/search?type=positions');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible({ timeout: 60_000 });

  // a skill's name finds the positions asking for it
  await page.getByRole('textbox', { name: 'Buscar vagas' }).fill('python');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/text=python/);
  const count = page.getByText(/\d+ vagas? encontradas?/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(1);

  // newest first
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Mais recentes' }).click();
  await expect(page).toHaveURL(/sort=date/);

  // the last 7 days
  await page.getByRole('combobox', { name: 'Publicadas em' }).click();
  await page.getByRole('option', { name: 'Últimos 7 dias' }).click();
  await expect(page).toHaveURL(/postedWithinDays=7/);

  // around São Paulo, 100 km
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByPlaceholder('Digite uma cidade', { exact: true }).fill('são paulo');
  await page.getByRole('option', { name: 'São Paulo - SP' }).click();
  await expect(page).toHaveURL(/near=3550308/);
  await page.getByRole('combobox', { name: 'Raio' }).click();
  await page.getByRole('option', { name: '100 km' }).click();
  await expect(page).toHaveURL(/radiusKm=100/);

  const rows = page.locator('[data-card="position"]');
  await expect(rows.first()).toContainText(/a \d+ km/);
  const after = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expectAccessible(axe);
  await page.screenshot({ path: 'test-results/positions-search-order-1280.png', fullPage: true });

  // all of it survives a reload
  await page.reload();
  await expect(page).toHaveURL(/sort=date.*postedWithinDays=7.*near=3550308.*radiusKm=100|near=3550308/);
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Mais recentes');
  await expect(page.getByRole('combobox', { name: 'Publicadas em' })).toHaveValue('Últimos 7 dias');
  await expect(page.getByText(`${after} vaga`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/positions-search-order-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // open a result
  const title = (await rows.first().locator('h3').textContent()) ?? '';
  await rows.first().getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/my\/discovery\/position\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
