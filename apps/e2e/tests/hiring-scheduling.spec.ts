import { expect, test } from '../support/fixtures.ts';
import { freshApplication, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// Interview times the candidate chooses (docs/product.md, Interviews, offers and messages): Diego offers three times
// from the candidate's page; the candidate picks the second on /my/interview/:id and gets the calendar file; Diego's
// week on /c/acme/recruitment/interviews shows the interview at that time.

/** Acme's front-end position (apps/server/src/seed/positions-seed.ts), linked to Diego */
const FRONT_END = '40000000-0000-4000-8000-000000000002';

/** A day far enough ahead and different on each run, so Diego's earlier runs never hold the same times. */
function futureDay(): Date {
  const day = new Date(Date.now() + (30 + (Math.floor(Date.now() / 60_000) % 300)) * 86_400_000);
  // a Tuesday, so the three times sit in one Monday-to-Sunday week
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day;
}
/** The datetime-local value of a day at an hour, in the browser's zone (São Paulo, the config's). */
const local = (day: Date, dayOffset: number, hour: number) => {
  const at = new Date(day.getTime() + dayOffset * 86_400_000);
  return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

test('a recruiter offers three times, the candidate picks one, the recruiter’s calendar shows it', async ({
  page,
  request,
  axe,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const ana = await freshCandidate(request, 'scheduling', { name: 'Helena' });
  const application = await freshApplication(request, ana, FRONT_END);
  const day = futureDay();
  const times = [local(day, 0, 10), local(day, 1, 14), local(day, 2, 16)];

  // Diego offers three times from the candidate's page
  await signIn(page, DEMO.creator, PASSWORD);
  await page.goto(`/c/acme/recruitment/applications/${application}`);
  await page.getByRole('button', { name: 'Convidar para entrevista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para entrevista' });
  await dialog.getByText('Oferecer horários').click();
  for (const [index, time] of times.entries()) await dialog.getByRole('textbox', { name: `Horário ${index + 1}` }).fill(time);
  await dialog.getByRole('textbox', { name: 'Link da reunião' }).fill('https://meet.example.com/acme-escolha');
  const before = await mailbox.idsOf(ana.email);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog).toBeHidden();
  const invite = await mailbox.waitFor(ana.email, { subject: 'Escolha o horário da sua entrevista', except: before });
  const interviewId = /\/my\/interview\/([0-9a-f-]{36})/.exec(invite.text)?.[1] ?? '';
  expect(interviewId).not.toBe('');

  // the candidate picks the second time
  const candidate = page;
  await signIn(candidate, ana.email, ana.password);
  await candidate.goto(`/my/interview/${interviewId}`);
  // her first visit to her personal space greets her once
  await candidate.getByRole('dialog', { name: 'Boas-vindas ao seu espaço pessoal' }).getByRole('button', { name: 'Começar' }).click();
  await expect(candidate.getByText('A escolher entre os horários oferecidos')).toBeVisible();
  const choices = candidate.getByRole('radiogroup', { name: /Horários oferecidos/ });
  await expect(choices.getByRole('radio')).toHaveCount(3);
  await expectAccessible(axe);
  // confirming with no time chosen asks for one
  await candidate.getByRole('button', { name: 'Confirmar este horário' }).click();
  await expect(candidate.getByText('Escolha um dos horários')).toBeVisible();
  await choices.getByRole('radio').nth(1).check();
  const beforeConfirmation = await mailbox.idsOf(ana.email);
  await candidate.getByRole('button', { name: 'Confirmar este horário' }).click();
  await expect(candidate.getByText('Você aceitou este convite')).toBeVisible();
  const second = new Date(`${times[1]}:00-03:00`);
  const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(second);
  await expect(candidate.getByText(when)).toBeVisible();
  // the confirmation carries the calendar file, and the page saves the same one
  const confirmation = await mailbox.waitFor(ana.email, { subject: /^Entrevista confirmada: /, except: beforeConfirmation });
  expect(confirmation.text).toContain('Entrar na reunião: https://meet.example.com/acme-escolha');
  const download = candidate.waitForEvent('download');
  await candidate.getByRole('button', { name: 'Adicionar à agenda (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe('entrevista.ics');

  // Diego's calendar shows it on that day, confirmed; the times not taken are gone
  await signIn(page, DEMO.creator, PASSWORD);
  await page.goto(`/c/acme/recruitment/interviews?semana=${times[1]?.slice(0, 10)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda de entrevistas' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Helena/ }) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('14:00');
  await expect(entry).toContainText('Confirmada');
  await expectAccessible(axe);
  // at a phone's width the day's interviews stack and nothing runs past the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await expect(entry).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
