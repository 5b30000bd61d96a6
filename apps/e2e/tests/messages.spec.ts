import { expect, test } from '../support/fixtures.ts';
import { freshApplication, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

// Messages: a recruiter writes to a candidate about her application; she sees the unread
// count in the header, opens the messages modal, reads and replies; the count goes to zero and the recruiter reads
// the reply. At a phone's width: the modal takes the whole screen.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** Acme's front-end position (apps/server/src/seed/positions-seed.ts), linked to Diego */
const FRONT_END = '40000000-0000-4000-8000-000000000002';

test('a recruiter writes, the candidate sees the count, reads and replies; the count goes to zero', async ({
  page,
  request,
  axe,
  mailbox,
}) => {
  test.setTimeout(90_000);
  // a candidate of this journey's own with her application to the front-end position sent: the demo Ana's messages
  // stay as seeded
  const candidate = await freshCandidate(request, 'messages', { name: 'Ana' });
  const application = await freshApplication(request, candidate, FRONT_END);
  const ana = candidate.token;
  const diego = await apiToken(request, DEMO.creator);

  // she starts with nothing unread, so the header counts only what Diego writes now
  const mine = await request.get('/v1/messages?limit=50', { headers: auth(ana) });
  expect(mine.status(), await mine.text()).toBe(200);
  expect((await mine.json()).totalUnread).toBe(0);

  const before = await mailbox.idsOf(candidate.email);
  const text = `Ana, conseguimos adiantar a conversa com o time para amanhã às 9h? (${Date.now().toString(36)})`;
  const sent = await request.post(`/v1/-/applications/${application}/messages`, {
    headers: { ...auth(diego), 'x-company': 'acme' },
    data: { body: text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // she is told by e-mail, without the message itself
  const mail = await mailbox.waitFor(candidate.email, { subject: 'Você recebeu uma mensagem sobre sua candidatura', except: before });
  expect(mail.text).toContain('/my/applications');
  expect(mail.text).not.toContain(text);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, candidate.email, candidate.password);
  await page.goto('/my');
  const envelope = page.getByRole('button', { name: 'Mensagens: 1 não lida' });
  await expect(envelope).toBeVisible();
  await expectAccessible(axe);

  await envelope.click();
  const dialog = page.getByRole('dialog', { name: 'Mensagens' });
  const row = dialog.getByRole('button', { name: /^Acme Tecnologia, .*, 1 mensagem não lida$/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(text.slice(0, 30));
  await expectAccessible(axe);

  await row.click();
  const conversation = page.getByRole('dialog', { name: 'Acme Tecnologia' });
  await expect(conversation.getByText(text)).toBeVisible();
  // opening it marks it read
  await expect.poll(async () => (await (await request.get('/v1/messages', { headers: auth(ana) })).json()).totalUnread).toBe(0);
  // the width of a phone: nothing runs past the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(axe);

  const reply = 'Consigo sim, obrigada! Até amanhã.';
  await conversation.getByRole('textbox', { name: 'Sua mensagem' }).fill(reply);
  await conversation.getByRole('button', { name: 'Enviar' }).click();
  await expect(conversation.getByRole('list', { name: 'Mensagens com Acme Tecnologia' }).getByText(reply)).toBeVisible();
  await expect(conversation.getByRole('textbox', { name: 'Sua mensagem' })).toHaveValue('');

  await conversation.getByRole('button', { name: 'Voltar às conversas' }).click();
  await expect(dialog.getByRole('button', { name: /^Acme Tecnologia, / }).first()).toContainText(`Você: ${reply}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Mensagens', exact: true })).toBeVisible();

  // Diego reads the reply, and sees that Ana read his message
  const seen = await request.get(`/v1/-/applications/${application}/messages`, { headers: { ...auth(diego), 'x-company': 'acme' } });
  expect(seen.status(), await seen.text()).toBe(200);
  const messages = (await seen.json()).messages as { body: string; fromCompany: boolean; readAt: string | null }[];
  expect(messages.at(-1)).toMatchObject({ body: reply, fromCompany: false, readAt: null });
  expect(messages.find((message) => message.body === text)?.readAt).not.toBeNull();
});
