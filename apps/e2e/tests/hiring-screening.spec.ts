import { expect, test } from '../support/fixtures.ts';
import { freshCandidate, freshCompany, publishedPosition } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

const SCREENING = {
  kind: 'questions',
  minutes: 5,
  accommodation: null,
  questions: [
    { text: 'Você tem CNH categoria B?', kind: 'yes_no', knockout: { accept: ['yes'] } },
    { text: 'Em quais turnos pode trabalhar?', kind: 'multiple_choice', options: ['Manhã', 'Tarde', 'Noite'] },
    { text: 'Quantos anos de experiência com entregas?', kind: 'number' },
  ],
};

test('a candidate is told she misses an eliminatory requirement, still applies, and the recruiter filters by it', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const company = await freshCompany(request, 'screening');
  const title = `Motorista de Entregas E2E ${Date.now().toString(36)}`;
  const positionId = await publishedPosition(request, company, {
    title,
    description: 'Entregas na região central com veículo da empresa.',
    steps: [SCREENING],
  });

  const carla = await freshCandidate(request, 'screening', { name: 'Carla' });
  await signIn(page, carla.email, carla.password);
  await page.goto(`/my/discovery/position/${positionId}`);
  await page.getByRole('button', { name: 'Candidatar-se' }).click();
  await page.getByRole('button', { name: 'Começar' }).click();

  // unanswered: each question says what is missing
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Responda a esta pergunta')).toHaveCount(3);

  const licence = page.getByRole('radiogroup', { name: 'Você tem CNH categoria B?' });
  await licence.getByRole('radio', { name: 'Não' }).check();
  // told before sending which requirement she does not meet
  const warning = page.getByRole('status').filter({ hasText: 'Você não atende a um requisito desta vaga' });
  await expect(warning).toContainText('Você tem CNH categoria B?');
  await page.getByRole('group', { name: 'Em quais turnos pode trabalhar?' }).getByRole('checkbox', { name: 'Noite' }).check();
  await page.getByRole('textbox', { name: 'Quantos anos de experiência com entregas?' }).fill('2,5');
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Candidatura enviada')).toBeVisible();

  // the recruiter: the badge on her card, and the filter of who did not pass
  const recruiter = await (await browser.newContext()).newPage();
  await signIn(recruiter, company.email, company.password);
  await recruiter.goto(`/c/${company.companyId}/recruitment/positions/${positionId}/candidates?screening=failed`);
  const card = recruiter.getByRole('listitem').filter({ hasText: 'Carla' });
  await expect(card.getByText('Não atende às eliminatórias')).toBeVisible();
  await expect(card.getByText('Não atende: Você tem CNH categoria B?')).toBeVisible();
  await recruiter.getByRole('combobox', { name: 'Perguntas eliminatórias' }).click();
  await recruiter.getByRole('option', { name: 'Atendem a todas' }).click();
  await expect(recruiter).toHaveURL(/screening=passed/);
  await expect(recruiter.getByRole('listitem').filter({ hasText: 'Carla' })).toHaveCount(0);
});
