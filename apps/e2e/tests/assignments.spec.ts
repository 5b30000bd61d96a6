import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';

/** A day `days` from now in Brasília, as the date field takes it (dd/mm/aaaa). */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));

/**
 * Acme's administrator (Carla) assigns a content to the Tecnologia department with a due date; Diego, in that
 * department, finds it in the first section of his home with the deadline, next to the overdue pathway the demo data
 * gave him; the report shows both, per department and per person.
 */
test('an administrator assigns training to a department, a member sees it first on the home, the report follows', async ({ page, axe }) => {
  test.slow();
  const title = 'Scrum na prática: o guia do time ágil';
  const due = dayFromNow(10);
  await signIn(page, 'carla@acme.dev', PASSWORD);
  await page.goto('/c/acme/admin-center');
  await page.getByRole('link', { name: /Treinamentos atribuídos/ }).click();
  await expect(page).toHaveURL(/\/c\/acme\/admin-center\/assignments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos atribuídos' })).toBeVisible();
  // the demo data's overdue pathway is already in the report
  const people = page.getByRole('table', { name: 'Por pessoa' });
  await expect(people.getByRole('row').filter({ hasText: 'Primeira semana na Acme' }).first()).toContainText('Atrasado');
  await expectAccessible(axe);

  await page.getByRole('combobox', { name: 'Conteúdo', exact: true }).click();
  await page.getByRole('option', { name: title }).click();
  await page.getByRole('combobox', { name: 'Departamento', exact: true }).first().click();
  await page.getByRole('option', { name: 'Tecnologia', exact: true }).click();
  await page.getByRole('textbox', { name: /^Prazo/ }).fill(due);
  await page.getByRole('button', { name: 'Atribuir', exact: true }).click();
  await expect(page.getByText('Treinamento atribuído a 2 pessoas')).toBeVisible();
  const diegoRow = people.getByRole('row').filter({ hasText: 'Diego' }).filter({ hasText: title });
  await expect(diegoRow).toContainText(due);
  const tech = page.getByRole('table', { name: 'Por departamento' }).getByRole('row').filter({ hasText: 'Tecnologia' });
  await expect(tech).toBeVisible();

  // the CSV of the same report
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^treinamentos-acme-\d{4}-\d{2}-\d{2}\.csv$/);

  // the same browser, now as Diego
  const member = page;
  await signIn(member, 'diego@acme.dev', PASSWORD);
  await member.goto('/c/acme');
  const section = member.getByRole('region', { name: 'Treinamentos obrigatórios' });
  await expect(section).toBeVisible();
  const assigned = section.getByRole('listitem').filter({ hasText: title });
  await expect(assigned).toContainText(`Prazo: ${due}`);
  await expect(section.getByRole('listitem').filter({ hasText: 'Primeira semana na Acme' })).toContainText('Atrasado');
  // first on the home: before the shortcuts and the newest contents
  await expect(member.getByRole('region').first()).toHaveAccessibleName('Treinamentos obrigatórios');
  await expectAccessible(axe);
  await assigned.getByRole('link', { name: title }).click();
  await expect(member).toHaveURL(/\/c\/acme\/content\/[0-9a-f-]{36}$/);
});
