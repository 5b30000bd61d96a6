import { expect, test } from '../support/fixtures.ts';
import { freshCandidate, freshCompany, freshMember } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// A creator publishes, a member finds it without accents, follows it, and the pathway follows the member.
test('a content creator publishes a video with skills in a new pathway; a member finds, follows and favourites it', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const title = `Programação reativa ${tag}`;
  // a company of the journey's own with its creator and member: Acme's contents and pathways stay as seeded
  const company = await freshCompany(request, `contents-${tag}`);
  const creator = await freshMember(request, company, `creator-${tag}`, { role: 'content_creator' });
  const member = await freshMember(request, company, `member-${tag}`);
  const base = `/c/${company.companyId}`;

  await signIn(page, creator.email, creator.password);
  await page.goto(`${base}/contents`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conteúdos' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo conteúdo' }).click();
  await expect(page).toHaveURL(`${base}/content/manage`);
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Fluxos, operadores e back-pressure explicados com exemplos.');
  await page.getByRole('textbox', { name: 'Duração' }).fill('40');
  await page.getByRole('combobox', { name: 'Adicionar habilidade' }).fill('Python');
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Python' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Publicar na descoberta' }).check();
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/content/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Python', { exact: true })).toBeVisible();

  // a new pathway holding it
  await page.goto(`${base}/contents/lists`);
  await page.getByRole('link', { name: 'Nova lista' }).click();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`Trilha reativa ${tag}`);
  await page.getByRole('combobox', { name: 'Adicionar conteúdo' }).fill(tag);
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trilha reativa ${tag}` })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // the member searches without accents
  await page.evaluate(() => localStorage.clear());
  await signIn(page, member.email, member.password);
  await page.goto(`${base}/discovery`);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`programacao reativa ${tag}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/query=programacao/);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Marcar como em andamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: 'Desmarcar em andamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Marcar como concluído' }).click();
  await expect(page.getByRole('button', { name: 'Desmarcar conclusão' })).toBeVisible();
  await page.getByRole('button', { name: `Favoritar ${title}` }).click();
  await expect(page.getByRole('button', { name: `Remover ${title} dos favoritos` })).toBeVisible();

  await page.getByRole('link', { name: `Trilha reativa ${tag}` }).click();
  await expect(page.getByText('100% concluído')).toBeVisible();

  await page.goto(`${base}/contents/favorites`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`${base}/contents/finished`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(axe);
});

test('a portal member follows a pathway under /p/…, and a private content never shows to another company', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(60_000);
  // a member of Carreira Tech (and Vagas Nordeste) of the journey's own, like the demo's Ana: what she follows and
  // favours is hers alone. Two portals, as Ana has: signing in shows the selection, so the portal is the first
  // workspace entered and no welcome covers it
  const member = await freshCandidate(request, 'portal-learner', { portals: ['vagas-nordeste', 'carreira-tech'] });
  const token = member.token;
  // the TypeScript article, opened but not followed, not a favourite
  const found = await request.get('/v1/discovery?query=typescript%20times%20grandes', { headers: auth(token) });
  const article = (await found.json()).items.find(
    (item: { content?: { title: string } }) => item.content?.title === 'Por que TypeScript ajuda times grandes',
  );
  expect(article, 'the portal member sees the portal article').toBeTruthy();
  const id = article.content.id as string;
  await request.post(`/v1/contents/${id}/interaction`, { headers: auth(token), data: { interaction: 'access' } });

  await signIn(page, member.email, member.password);
  // the portal's discovery finds the pathway without accents or capitals
  await page.goto('/p/carreira-tech/discovery/search');
  await page.getByRole('textbox', { name: 'Buscar' }).fill('TRILHA FRONT END');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('link', { name: 'Trilha Front-end' })).toBeVisible();
  await page.goto('/p/carreira-tech/lists');
  await page.getByRole('link', { name: 'Trilha Front-end' }).click();
  await expect(page).toHaveURL(/\/p\/carreira-tech\/lists\/details\//);
  await page.getByRole('link', { name: 'Por que TypeScript ajuda times grandes' }).click();
  await expect(page).toHaveURL(/\/p\/carreira-tech\/contents\/details\//);
  await page.getByRole('button', { name: 'Marcar como concluído' }).click();
  await expect(page.getByRole('button', { name: 'Desmarcar conclusão' })).toBeVisible();
  await page.getByRole('button', { name: 'Favoritar Por que TypeScript ajuda times grandes' }).click();
  await page.goto('/p/carreira-tech/favorites');
  await expect(page.getByRole('link', { name: 'Por que TypeScript ajuda times grandes' })).toBeVisible();
  await expectAccessible(axe);

  // Acme's private onboarding slides: she is not in Acme
  await page.goto('/my/discovery/search?query=boas-vindas%20acme%20cultura');
  await expect(page.getByText('Nada encontrado')).toBeVisible();
  await expect(page.getByText('Boas-vindas à Acme: cultura e ferramentas')).toHaveCount(0);
});

test('discovery filters by a skill, and the filter survives a reload', async ({ page }) => {
  await signIn(page, DEMO.individual, 'Trilha@2026');
  await page.goto('/my/discovery/search');
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await page.getByRole('combobox', { name: 'Adicionar habilidade' }).fill('SQL');
  await page.getByRole('option', { name: 'SQL', exact: true }).click();
  await expect(page).toHaveURL(/skills=/);
  await expect(page.getByRole('link', { name: 'SQL do zero: consultas para o dia a dia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Git e GitHub para iniciantes' })).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await expect(page.getByRole('list', { name: 'Habilidades' }).getByRole('listitem').filter({ hasText: 'SQL' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SQL do zero: consultas para o dia a dia' })).toBeVisible();
});
