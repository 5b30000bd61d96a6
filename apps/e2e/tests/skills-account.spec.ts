import { expect, test } from '../support/fixtures.ts';
import { DATA_ANALYST_SKILLS, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

test.describe('account skills', () => {
  test('a candidate adds a skill, sets its level, makes it a main skill, saves and finds it after a reload', async ({
    page,
    request,
    axe,
  }) => {
    // a data analyst of her own, with the demo Ana's skills: the demo accounts stay as they are
    const candidate = await freshCandidate(request, 'skills', { name: 'Ana', skills: DATA_ANALYST_SKILLS });
    await signIn(page, candidate.email, candidate.password);
    await page.goto('/account/skills');
    await expect(page.getByRole('heading', { level: 2, name: 'Habilidades' })).toBeVisible();
    // the account already has skills, three of them main
    const items = page.getByTestId('user-skill');
    await expect(items.filter({ hasText: 'Análise de dados' })).toBeVisible();
    await expectAccessible(axe);

    // accents and typos do not matter to the search
    const search = page.getByRole('combobox', { name: 'Adicionar habilidade' });
    await search.fill('kubernets');
    await page.getByRole('option', { name: 'Kubernetes', exact: true }).click();
    const kubernetes = items.filter({ hasText: 'Kubernetes' });
    await expect(kubernetes).toBeVisible();

    await kubernetes.getByText('Básico', { exact: true }).click();
    await expect(kubernetes.getByRole('radio', { name: 'Básico' })).toBeChecked();

    // a fourth main skill is refused with the message
    await kubernetes.getByRole('switch', { name: 'Marcar Kubernetes como principal' }).click({ force: true });
    await expect(page.getByText('Você pode marcar no máximo 3 habilidades principais')).toBeVisible();
    await expect(kubernetes.getByRole('switch', { name: 'Marcar Kubernetes como principal' })).not.toBeChecked();
    await items.filter({ hasText: 'SQL' }).getByRole('switch', { name: 'Marcar SQL como principal' }).click({ force: true });
    await kubernetes.getByRole('switch', { name: 'Marcar Kubernetes como principal' }).click({ force: true });
    await expect(kubernetes.getByRole('switch', { name: 'Marcar Kubernetes como principal' })).toBeChecked();

    // removing sets the deleted flag: the skill leaves the list and the save
    await items.filter({ hasText: 'Trabalho em equipe' }).getByRole('button', { name: 'Remover Trabalho em equipe' }).click();
    await expect(items.filter({ hasText: 'Trabalho em equipe' })).toHaveCount(0);

    const saved = page.waitForResponse((res) => res.url().endsWith('/v1/skills/user') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Habilidades salvas')).toBeVisible();

    await page.reload();
    const after = page.getByTestId('user-skill').filter({ hasText: 'Kubernetes' });
    await expect(after).toBeVisible();
    await expect(after.getByRole('radio', { name: 'Básico' })).toBeChecked();
    await expect(after.getByRole('switch', { name: 'Marcar Kubernetes como principal' })).toBeChecked();
    await expect(page.getByTestId('user-skill').filter({ hasText: 'Trabalho em equipe' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Marcar SQL como principal' })).not.toBeChecked();

    // with nothing typed, the search offers the skills used last
    await page.getByRole('combobox', { name: 'Adicionar habilidade' }).click();
    await expect(page.getByText('Usadas recentemente')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Kubernetes', exact: true })).toBeVisible();
  });
});
