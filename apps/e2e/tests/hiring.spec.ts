import { expect, test } from '../support/fixtures.ts';
import { freshApplication, freshCandidate } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

// Interviews and offers (docs/product.md, Interviews, offers and messages): a recruiter invites a candidate under analysis to an interview;
// she opens /my/interview/:id and accepts; the recruiter sends an offer; she opens the offer link from her e-mail and
// declines it with the reason, which the recruiter then reads. The offer page at a phone's width.

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-company': 'acme' });
/** Acme's front-end position (apps/server/src/seed/positions-seed.ts), linked to Diego */
const FRONT_END = '40000000-0000-4000-8000-000000000002';

test('a candidate accepts an interview invite, then declines the offer from its e-mailed link with the reason', async ({
  page,
  request,
  axe,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const diego = await apiToken(request, DEMO.creator);
  // a candidate of this journey's own, her application to the front-end position sent (under analysis): the demo
  // Ana's applications stay as seeded
  const ana = await freshCandidate(request, 'hiring', { name: 'Ana' });
  const application = await freshApplication(request, ana, FRONT_END);

  // Diego invites her to an interview by video, two days from now
  const before = await mailbox.idsOf(ana.email);
  const scheduledAt = new Date(Date.now() + 2 * 86_400_000);
  scheduledAt.setUTCHours(13, 0, 0, 0);
  const message = `Conversa com a equipe de front-end (${Date.now().toString(36)})`;
  const invited = await request.post(`/v1/-/applications/${application}/interviews`, {
    headers: auth(diego),
    data: {
      scheduledAt: scheduledAt.toISOString(),
      durationMinutes: 45,
      place: null,
      link: 'https://meet.example.com/acme-front',
      message,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const interviewId = (await invited.json()).id as string;
  const invite = await mailbox.waitFor(ana.email, { subject: 'Você recebeu um convite para entrevista', except: before });
  expect(invite.text).toContain(`/my/interview/${interviewId}`);

  // she opens it and accepts with a note
  await signIn(page, ana.email, ana.password);
  await page.goto(`/my/interview/${interviewId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Convite para entrevista' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir o link da reunião' })).toHaveAttribute('href', 'https://meet.example.com/acme-front');
  await expect(page.getByText('Aguardando sua resposta')).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('textbox', { name: 'Observações' }).fill('Estarei disponível, obrigada!');
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByText('Você aceitou este convite')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar convite' })).toHaveCount(0);
  // rejecting asks first; cancelling leaves it accepted
  await page.getByRole('button', { name: 'Recusar convite' }).click();
  const confirm = page.getByRole('dialog', { name: 'Recusar o convite?' });
  await expect(confirm).toContainText('A recusa é irreversível');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Você aceitou este convite')).toBeVisible();
  // the width of a phone: nothing runs past the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Sua resposta' }).getByRole('button', { name: 'Recusar convite' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Diego sees the answer, then sends an offer
  const hiring = await request.get(`/v1/-/applications/${application}/hiring`, { headers: auth(diego) });
  expect((await hiring.json()).interviews[0]).toMatchObject({
    id: interviewId,
    response: 'accepted',
    notes: 'Estarei disponível, obrigada!',
  });
  const beforeOffer = await mailbox.idsOf(ana.email);
  const offered = await request.post(`/v1/-/applications/${application}/offers`, {
    headers: auth(diego),
    data: { salary: 'R$ 11.000,00 por mês', startDate: '2027-02-01', message: 'Queremos muito você no time!' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = (await offered.json()).id as string;
  const link = await mailbox.linkFor(ana.email, { subject: 'Você recebeu uma proposta de emprego', except: beforeOffer });
  expect(link).toMatch(/\/offer\/[A-Za-z0-9_-]{43}$/);

  // she opens the link, still at a phone's width, and declines with the reason
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Proposta de emprego' })).toBeVisible();
  await expect(page.getByText('R$ 11.000,00 por mês')).toBeVisible();
  await expect(page.getByText('Queremos muito você no time!')).toBeVisible();
  await expectAccessible(axe);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Recusar proposta' }).click();
  // the reason is required
  await page.getByRole('button', { name: 'Enviar recusa' }).click();
  await expect(page.getByText('Este campo é obrigatório')).toBeVisible();
  await page.getByRole('textbox', { name: 'Motivo da recusa' }).fill('Recebi outra proposta mais alinhada ao que busco agora.');
  await page.getByRole('button', { name: 'Enviar recusa' }).click();
  await expect(page.getByText('Você recusou esta proposta')).toBeVisible();
  await expect(page.getByText('Recebi outra proposta mais alinhada ao que busco agora.')).toBeVisible();
  await expectAccessible(axe);

  // the link is spent: answering again says so
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  const again = await request.get(`/v1/offer_confirmation/${token}`, { headers: { authorization: `Bearer ${ana.token}` } });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe('Não foi possível concluir: esta proposta já foi recusada');

  // Diego reads the reason
  const after = await request.get(`/v1/-/applications/${application}/hiring`, { headers: auth(diego) });
  expect((await after.json()).offers.find((offer: { id: string }) => offer.id === offerId)).toMatchObject({
    status: 'declined',
    declineNotes: 'Recebi outra proposta mais alinhada ao que busco agora.',
  });
});
