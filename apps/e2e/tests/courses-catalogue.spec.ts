import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, registerByApi, signIn } from './identity-support.ts';

// Issue: the course catalogue on the web. A candidate finds courses by the course filter (kept in the URL), in
// discovery and in a portal, saves them, opens one, and enrols once the profile has a phone. Each candidate is the
// journey's own (support/fresh-data.ts): what they save is theirs alone.

/** Picks `option` in the filter select labelled `label` (Mantine's Select and MultiSelect). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a candidate finds courses by filters in discovery, keeps them on reload, saves one and opens it', async ({ page, request, axe }) => {
  test.setTimeout(90_000);
  const candidate = await freshCandidate(request, 'courses-saved');
  await signIn(page, candidate.email, candidate.password);
  await page.goto('/my/discovery/search?type=positions');
  await page.getByRole('radiogroup', { name: 'O que descobrir' }).getByText('Cursos').click();
  await expect(page).toHaveURL(/\/my\/discovery\/search\?type=courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  await expect(page.getByText(/\d+ cursos encontrados/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Buscar cursos pelo nome' }).fill('excel');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/name=excel/);
  // the filters start folded, so the results come first
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await choose(page, 'Preço', 'Gratuitos');
  await expect(page).toHaveURL(/price=free/);
  await choose(page, 'Instituição', 'Fundação Bradesco');
  await expect(page).toHaveURL(/provider=fundacao-bradesco/);
  await expect(page.getByText('1 curso encontrado')).toBeVisible();
  const card = page.getByRole('link', { name: 'Fundamentos de Excel Avançado' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  await expectAccessible(axe);

  // every filter survives a reload
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Buscar cursos pelo nome' })).toHaveValue('excel');
  await page.getByRole('button', { name: 'Filtros (2)' }).click();
  await expect(page.getByRole('combobox', { name: 'Preço', exact: true })).toHaveValue('Gratuitos');
  await expect(page.getByRole('combobox', { name: 'Instituição', exact: true })).toHaveValue('Fundação Bradesco');
  await expect(page.getByText('1 curso encontrado')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar o curso Fundamentos de Excel Avançado' }).click();
  await expect(page.getByText('Curso salvo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tirar o curso Fundamentos de Excel Avançado dos salvos' })).toBeVisible();

  await card.click();
  await expect(page).toHaveURL(/\/my\/discovery\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fundamentos de Excel Avançado' })).toBeVisible();
  await expect(page.getByText('Fundação Bradesco · Dados e inteligência artificial')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sobre o formato' })).toContainText('Gratuito');
  await expect(page.getByText('Online: você estuda de onde estiver.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Outros cursos do mesmo segmento' }).getByRole('article').first()).toBeVisible();
  // saved, as the listing showed
  const unsave = page.getByRole('button', { name: 'Tirar o curso Fundamentos de Excel Avançado dos salvos' });
  await expect(unsave).toBeVisible();
  await expectAccessible(axe);

  // back to the filtered list
  await page.goBack();
  await expect(page).toHaveURL(/name=excel.*price=free.*provider=fundacao-bradesco/);
  await expect(card).toBeVisible();

  // and undone
  await page.goForward();
  await unsave.click();
  await expect(page.getByRole('button', { name: 'Salvar o curso Fundamentos de Excel Avançado' })).toBeVisible();
});

test("a portal's courses screen filters by modality, workload and segment and saves through the portal", async ({ page, request }) => {
  test.setTimeout(60_000);
  // a member of Vagas Nordeste (and Carreira Tech), like the demo's Ana: two portals, so signing in shows the
  // selection, the portal is the first workspace entered and no welcome covers it
  const candidate = await freshCandidate(request, 'courses-portal', { portals: ['vagas-nordeste', 'carreira-tech'] });
  await signIn(page, candidate.email, candidate.password);
  await page.goto('/p/vagas-nordeste/discovery/courses');
  await expect(page.getByText('Cursos para você crescer, com Vagas Nordeste.')).toBeVisible();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await choose(page, 'Modalidade', 'Presencial');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/modality=oncampus/);
  await choose(page, 'Carga horária', 'Curta duração (até 40 horas)');
  await expect(page).toHaveURL(/workload=shortterm/);
  await choose(page, 'Segmento', 'Agronegócio e sustentabilidade');
  await expect(page).toHaveURL(/segment=agronegocio/);
  await expect(page.getByText('6 cursos encontrados')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Filtros (3)' })).toBeVisible();
  await expect(page.getByText('6 cursos encontrados')).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Oficina de Irrigação' }) });
  await expect(card).toContainText('Senar');
  await expect(card).toContainText('Presencial');

  // saved through the portal: the portal's saved courses list it
  await card.getByRole('button', { name: 'Salvar o curso Oficina de Irrigação' }).click();
  await expect(card.getByRole('button', { name: 'Tirar o curso Oficina de Irrigação dos salvos' })).toBeVisible();
  const saved = await request.get('/v1/courses/saved?aggregator=vagas-nordeste', {
    headers: { authorization: `Bearer ${candidate.token}` },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as { items: { name: string }[] }).items.map((item) => item.name)).toContain('Oficina de Irrigação');

  // the course's page stays in the portal
  await card.getByRole('link', { name: 'Oficina de Irrigação' }).click();
  await expect(page).toHaveURL(/\/p\/vagas-nordeste\/discovery\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Aulas presenciais em Barreiras - BA.')).toBeVisible();
  await page.getByRole('button', { name: 'Tirar o curso Oficina de Irrigação dos salvos' }).click();
  await expect(page.getByRole('button', { name: 'Salvar o curso Oficina de Irrigação' })).toBeVisible();
});

test('on a phone, enrolling without a phone on the profile says so and leads there; with one, the person is enrolled', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerByApi(request, 'courses');
  await signIn(page, account.email, account.password);

  // a profile without a phone
  await page.goto('/account/profile');
  const phone = page.getByRole('textbox', { name: 'Telefone', exact: true });
  await expect(phone).toHaveValue(/\d/);
  await phone.fill('');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Perfil salvo')).toBeVisible();

  await page.goto('/my/discovery/search?type=courses');
  // on a phone the filters open on demand
  await expect(page.getByRole('combobox', { name: 'Preço', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Preço', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar cursos pelo nome' }).fill('primeiros socorros');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('link', { name: 'Primeiros Socorros na prática' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros Socorros na prática' })).toBeVisible();

  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(page.getByText('Adicione um telefone ao seu perfil para se inscrever no curso.')).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('link', { name: 'Adicionar um telefone no meu perfil' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.getByLabel('País do telefone').first().selectOption('br');
  await phone.fill('11987654321');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Perfil salvo')).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros Socorros na prática' })).toBeVisible();
  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(page.getByText('Você está inscrito(a) neste curso')).toBeVisible();
  const open = page.getByRole('link', { name: 'Acessar o curso em Coursera Brasil' });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.coursera\.org\/cursos\//);
  await expectAccessible(axe);

  // the enrolment is the server's: a reload shows it
  await page.reload();
  await expect(page.getByText('Você está inscrito(a) neste curso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscrever-se' })).toHaveCount(0);
});
