import { expect, test } from '../support/fixtures.ts';
import { freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const TITLE = 'Segurança da informação no dia a dia (SCORM)';

// A person opens the demo SCORM course, finishes it inside the player's frame, and the content says the course
// itself recorded the completion, with its score; the certificate it earned is on the person's profile.
test('a person plays the demo SCORM course to its end and sees the verified completion and certificate', async ({ page, request, axe }) => {
  test.setTimeout(90_000);
  const person = await freshCandidate(request, `scorm-${Date.now().toString(36)}`);
  const found = await request.get(`/v1/discovery?query=${encodeURIComponent('seguranca da informacao scorm')}&categories=content`, {
    headers: auth(person.token),
  });
  expect(found.ok(), await found.text()).toBe(true);
  const { items } = (await found.json()) as { items: { content?: { id: string; title: string } }[] };
  const course = items.map((item) => item.content).find((content) => content?.title === TITLE);
  expect(course, JSON.stringify(items)).toBeTruthy();

  // a first visit to the personal space greets the person once, whichever screen it starts on
  const welcome = page.getByRole('dialog', { name: 'Boas-vindas ao seu espaço pessoal' }).getByRole('button', { name: 'Começar' });
  await page.addLocatorHandler(welcome, () => welcome.click());
  await signIn(page, person.email, person.password);
  await page.goto(`/my/content/details/${course?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // a package's completion is its own word: no button marks it by hand
  await expect(page.getByRole('button', { name: 'Marcar como concluído' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Abrir curso' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/content/details/${course?.id}/player$`));

  const frame = page.frameLocator(`iframe[title="Curso: ${TITLE}"]`);
  await expect(frame.getByRole('heading', { name: TITLE })).toBeVisible();
  await expectAccessible(axe);
  await frame.getByRole('button', { name: 'Concluir' }).click();
  await expect(frame.getByText('Curso concluído.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Concluído (verificado) com nota 90' })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar ao conteúdo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Concluído (verificado) · nota 90')).toBeVisible();
  await expectAccessible(axe);

  // the course resumes where it stopped: the package reads its saved status back
  await page.getByRole('link', { name: 'Abrir curso' }).click();
  await expect(frame.getByText('Curso concluído.')).toBeVisible();

  // the verified completion issued a certificate, which the profile lists and anyone can open
  await page.goto('/account/profile');
  const certificates = page.getByRole('region', { name: 'Certificados' });
  await expect(certificates.getByRole('link', { name: TITLE })).toBeVisible();
  await certificates.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado de conclusão' })).toBeVisible();
  await expect(page.getByText(person.fullName)).toBeVisible();
});
