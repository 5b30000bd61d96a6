import { expect, test } from '../support/fixtures.ts';
import { DEMO_EMAIL, expectAccessible, PASSWORD, submitLogin } from './identity-support.ts';

// A position's public page, as a search engine, a link preview and a visitor see it.
const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';
const PAUSED = '40000000-0000-4000-8000-000000000003';
const PUBLIC_PAGE = `/vagas/${DATA_ANALYST}/analista-de-dados-pleno`;
// the in-app page names the public page as where its reader came from, so an application from it counts it
const IN_APP = `/my/discovery/position/${DATA_ANALYST}?origem=public_page`;

test('a public position page reads with scripts off, carries its JobPosting and previews, and passes axe', async ({
  browser,
  baseURL,
  page,
  axe,
}) => {
  // scripts off, as a crawler or a link preview reads it
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noScript.newPage();
  const response = await plain.goto(PUBLIC_PAGE);
  expect(response?.status()).toBe(200);
  await expect(plain).toHaveTitle('Analista de Dados Pleno · Acme Tecnologia | Trilha');
  await expect(plain.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  await expect(plain.getByText('Acme Tecnologia', { exact: true })).toBeVisible();
  await expect(plain.getByText('Campinas - SP')).toBeVisible();
  await expect(plain.getByText('Tempo integral')).toBeVisible();
  await expect(plain.getByText(/R\$\s7\.000 a R\$\s9\.500 por mês/)).toBeVisible();
  await expect(plain.getByText(/^Resposta em até \d+ dias$/)).toBeVisible();
  await expect(plain.getByText('4 etapas, cerca de 24 minutos no total.')).toBeVisible();
  await expect(plain.getByRole('heading', { level: 2, name: 'Requisitos' })).toBeVisible();
  const apply = plain.getByRole('link', { name: 'Candidatar-se' });
  await expect(apply).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(IN_APP)}`);
  const posting = JSON.parse((await plain.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: 'Analista de Dados Pleno',
    employmentType: 'FULL_TIME',
    hiringOrganization: { name: 'Acme Tecnologia' },
    jobLocation: { address: { addressLocality: 'Campinas', addressRegion: 'SP', addressCountry: 'BR' } },
    baseSalary: { currency: 'BRL', value: { minValue: 7000, maxValue: 9500, unitText: 'MONTH' } },
    directApply: true,
  });
  await expect(plain.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Analista de Dados Pleno · Acme Tecnologia');
  const image = await plain.locator('meta[property="og:image"]').getAttribute('content');
  const preview = await plain.request.get(image ?? '');
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/png');
  // a paused position does not exist for the open web
  expect((await plain.goto(`/vagas/${PAUSED}`))?.status()).toBe(404);
  await expect(plain.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  await noScript.close();

  // scripts on, signed out: the page stays, without a CSP complaint, and passes axe
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto(PUBLIC_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.apply') as Element).backgroundColor)).toBe(
    'rgb(11, 114, 133)',
  );
  await expectAccessible(axe);
  // the 404 page too
  await page.goto(`/vagas/${PAUSED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  await expectAccessible(axe);
  expect(complaints).toEqual([]);
});

test('Candidatar-se signs in and lands on the in-app position; a signed-in reader is sent there directly', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(PUBLIC_PAGE);
  await page.getByRole('link', { name: 'Candidatar-se' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(IN_APP)}`);
  await submitLogin(page, DEMO_EMAIL, PASSWORD);
  await expect(page).toHaveURL(IN_APP);
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();

  // signed in, the public address leads to the position inside the app
  await page.goto(PUBLIC_PAGE);
  await expect(page).toHaveURL(IN_APP);
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
});

test("a company's public page lists its open positions; a visitor opens one's public page", async ({ page, request, axe }) => {
  const acme = await request.get('/v1/workspaces/acme');
  expect(acme.status()).toBe(200);
  const { id } = (await acme.json()) as { id: string };
  await page.goto(`/workspace/${id}`);
  const section = page.getByRole('region', { name: 'Vagas abertas' });
  await expect(section).toBeVisible();
  const first = section.getByRole('article').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await expect(section.getByRole('article')).toHaveCount(6);
  await expectAccessible(axe);
  await first.click();
  await expect(page).toHaveURL(/\/vagas\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Candidatar-se' })).toBeVisible();
});
