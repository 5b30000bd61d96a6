import { expect, test } from '../support/fixtures.ts';
import { DATA_ANALYST_PROFILE, DATA_ANALYST_SKILLS, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// A candidate finds positions by the job filter (kept in the URL), sees the match explained (the row's badge gives
// the page's figure), saves one and asks to be told when ready; a portal lists its partners' positions; a paused position says so.
test('a candidate finds a position by filters, sees the match explained and saves it to apply when ready', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  // a data analyst of the journey's own, with the demo Ana's profile and skills (the match reads them): what she saves
  // is hers alone
  const candidate = await freshCandidate(request, 'discovery', {
    name: 'Ana',
    profile: DATA_ANALYST_PROFILE,
    skills: DATA_ANALYST_SKILLS,
  });
  await signIn(page, candidate.email, candidate.password);
  await page.goto('/my/discovery');
  await expect(page).toHaveURL(/\/my\/discovery\/search\?type=positions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Buscar vagas' }).fill('analista de dados');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/text=analista/);
  // "Vagas" is in the main menu; the filters start folded, positions first
  await expect(page.getByRole('link', { name: 'Vagas', exact: true }).first()).toHaveAttribute(
    'href',
    '/my/discovery/search?type=positions',
  );
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await page.getByPlaceholder('Digite uma cidade ou estado').fill('campinas');
  await page.getByRole('option', { name: 'Campinas - SP' }).click();
  await expect(page).toHaveURL(/locationList=3509502/);
  const card = page.getByRole('link', { name: 'Analista de Dados Pleno' }).first();
  await expect(card).toBeVisible();
  // the row says how well she matches it, as a badge named for screen readers, in words ("75% compatível")
  const row = page.locator('[data-card="position"]').filter({ has: card }).first();
  const badge = row.getByRole('meter', { name: 'Compatibilidade com o seu perfil' });
  await expect(badge).toBeVisible();
  const percent = Number(await badge.getAttribute('aria-valuenow'));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  await expect(badge).toHaveText(`${percent}% compatível`);
  await expect(badge).toHaveAttribute('aria-valuetext', `${percent}% compatível`);
  // at 1280 px the badge sits beside the date without making the row taller than its text
  const [rowBox, mainBox] = [await row.boundingBox(), await row.locator('h3').locator('..').boundingBox()];
  expect(rowBox && mainBox && rowBox.height - mainBox.height).toBeLessThanOrEqual(24);
  await expectAccessible(axe);

  // the filters survive a reload
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Buscar vagas' })).toHaveValue('analista de dados');
  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await expect(page.getByRole('list', { name: 'Cidade ou estado' })).toContainText('Campinas');
  await expect(card).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/my\/discovery\/position\/[0-9a-f-]{36}\?origem=search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  // the cost of applying, up front
  await expect(page.getByText(/etapas, cerca de \d+ minutos no total/)).toBeVisible();
  // the match, requirement by requirement
  const match = page.getByRole('list', { name: 'Você e esta vaga' });
  await expect(match).toBeVisible();
  await expect(page.getByText(/Você atende a \d+ de \d+ requisitos/)).toBeVisible();
  // the row's figure is the page's own: requirements met of the total
  const [, met, total] = (await page.getByText(/Você atende a \d+ de \d+ requisitos/).textContent())?.match(/(\d+) de (\d+)/) ?? [];
  expect(Math.round((Number(met) / Number(total)) * 100)).toBe(percent);
  await expect(match.getByText('Atende').first()).toBeVisible();
  await expect(match.getByText('Falta').first()).toBeVisible();

  await page.getByRole('button', { name: 'Candidatar quando estiver pronto(a)' }).click();
  await expect(page.getByText('Combinado: avisaremos quando você estiver pronto(a) para esta vaga.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Não avisar mais' })).toBeVisible();
  // saved as a favourite too
  await expect(page.getByRole('button', { name: 'Tirar a vaga Analista de Dados Pleno das salvas' })).toBeVisible();
  await expectAccessible(axe);

  // "Voltar" returns to the search it came from, its filters included
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/discovery\/search\?.*(text=analista.*locationList=3509502|locationList=3509502.*text=analista)/);

  // and undone, from the position opened again from that search
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  await page.getByRole('button', { name: 'Não avisar mais' }).click();
  await expect(page.getByText('Você não será mais avisado(a) sobre esta vaga.')).toBeVisible();
  await page.getByRole('button', { name: 'Tirar a vaga Analista de Dados Pleno das salvas' }).click();
  await expect(page.getByRole('button', { name: 'Salvar a vaga Analista de Dados Pleno' })).toBeVisible();
});

test("a portal lists its partners' positions, PcD ones by filter, and a paused position cannot be applied to", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.individual, PASSWORD);
  await page.goto('/p/carreira-tech/discovery');
  await expect(page).toHaveURL(/\/p\/carreira-tech\/discovery\/positions/);
  // "Vagas" is in the portal's main menu
  await expect(page.getByRole('link', { name: 'Vagas', exact: true }).first()).toHaveAttribute(
    'href',
    '/p/carreira-tech/discovery/positions',
  );
  await expect(page.getByText('As vagas de Carreira Tech e das empresas parceiras.')).toBeVisible();
  // the filters start folded, so positions come first
  const filters = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await page.getByRole('switch', { name: 'Somente vagas PcD' }).click();
  await expect(page).toHaveURL(/showOnlyPositionsForDisabled=true/);
  await expect(page.getByRole('switch', { name: 'Somente vagas PcD' })).toBeChecked();
  await expect(page.getByText('Vaga exclusiva PcD').first()).toBeVisible();
  await expect(page.getByText(/vagas? encontradas?/)).toBeVisible();

  // Acme is a partner of Carreira Tech: its paused position's page (linked from outside the search) says it is
  // paused and takes no applications
  await page.goto('/p/carreira-tech/discovery/position/40000000-0000-4000-8000-000000000003');
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Suporte Técnico Júnior' })).toBeVisible();
  await expect(page.getByText('Esta vaga está pausada e não recebe candidaturas no momento.')).toBeVisible();
});
