import { expect, test } from '../support/fixtures.ts';
import { freshCompany, publishedPosition } from '../support/fresh-data.ts';
import { expectAccessible, registerByApi, signIn } from './identity-support.ts';

// The home starts from the candidate: what the first-access wizard just learnt chooses the positions shown
// first, each with its match.

test('a new user who picked "Tecnologia" and SQL in the wizard sees matching positions first on the home', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  // a company publishes a remote technology position that asks for SQL
  const company = await freshCompany(request, 'home');
  const title = `Analista SQL Remoto E2E ${Date.now().toString(36)}`;
  const id = await publishedPosition(request, company, {
    title,
    description: 'Consultas, modelagem e painéis para as áreas de negócio.',
    skill: 'SQL',
  });

  // a new account goes through the wizard: no resume, SQL, and the technology area
  const account = await registerByApi(request, 'home', undefined, { wizard: 'keep' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/newaccount\/welcome$/);
  await page.getByRole('button', { name: 'Pular e preencher à mão' }).click();
  await expect(page).toHaveURL(/\/newaccount\/profiles$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/newaccount\/skills$/);
  await page.getByRole('combobox', { name: 'Adicionar habilidade' }).fill('SQL');
  await page.getByRole('option', { name: 'SQL', exact: true }).click();
  await expect(page.getByTestId('user-skill').filter({ hasText: 'SQL' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/newaccount\/categories$/);
  await page.getByRole('checkbox', { name: 'Tecnologia' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/my(\/|$)/);

  // the home: a banner with words, then the positions for them before anything else
  await expect(page.getByRole('heading', { name: 'Sua trilha começa aqui' })).toBeVisible();
  const positions = page.getByRole('region', { name: 'Vagas para você' });
  await expect(positions.getByText('Escolhidas pelas suas habilidades e áreas de interesse', { exact: false })).toBeVisible();
  await expect(page.getByRole('region').first()).toHaveAccessibleName('Vagas para você');
  const first = positions.locator('[data-card="position"]').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('100% compatível');
  await expect(positions.locator('[data-card="position"]').filter({ hasText: '% compatível' })).toHaveCount(
    await positions.locator('[data-card="position"]').count(),
  );
  await expectAccessible(axe);

  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/my/discovery/position/${id}$`));
});
