import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, submitLogin, uniqueEmail } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

/** Acme's active front-end position, which Diego (recruitment manager) is linked to (the demo seed). */
const FRONT_END = { id: '40000000-0000-4000-8000-000000000002', title: 'Desenvolvedor(a) Front-end React' };
/** The demo seed's expired prospect link (its token is fixed outside production). */
const EXPIRED_LINK = '/prospect/invite/demo-convite-expirado-acme';
const SUBJECT = 'Você recebeu um convite para se candidatar a uma vaga na Trilha';

/** Diego invites `email` to apply to the front-end position, through the API. */
async function diegoInvites(request: APIRequestContext, email: string) {
  const token = await apiToken(request, DEMO.creator);
  const response = await request.post(`/v1/-/positions/${FRONT_END.id}/invites`, {
    headers: { authorization: `Bearer ${token}`, 'x-company': 'acme' },
    data: { emails: [email], message: 'Seu perfil combina com o nosso time!' },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect((await response.json()).items).toMatchObject([{ kind: 'prospect', email, status: 'pending' }]);
}

/** An account for `email` through the API, its first-access wizard finished (registration has its own journey). */
async function registerWith(request: APIRequestContext, email: string) {
  const response = await request.post('/v1/register/candidate', {
    data: {
      name: 'Prospecta',
      lastName: 'Convidada',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '11987654321',
      countryCode: 'br',
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = await response.json();
  const setting = (user.pendingInitialSettings as { id: string; kind: string }[]).find((item) => item.kind === 'profile');
  if (setting) {
    const done = await request.put(`/v1/myself/initial-settings/${setting.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 'done' },
    });
    expect(done.status()).toBe(200);
  }
}

const pathOf = (link: string) => new URL(link).pathname;

test.describe('prospect invites', () => {
  test('a prospect opens the e-mailed link, signs in with the invited e-mail, accepts and lands on the position', async ({
    page,
    request,
    mailbox,
    axe,
  }) => {
    test.slow();
    const email = uniqueEmail('prospect');
    await diegoInvites(request, email);
    const link = pathOf(await mailbox.linkFor(email, { subject: SUBJECT }));
    expect(link).toMatch(/^\/prospect\/invite\/[\w-]{43}$/);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: FRONT_END.title })).toBeVisible();
    await expect(page.getByText('Acme Tecnologia convidou você para se candidatar a esta vaga.')).toBeVisible();
    await expect(page.getByText('Seu perfil combina com o nosso time!')).toBeVisible();
    await expectAccessible(axe);

    // the prospect creates an account with the invited e-mail, then signs in from the invite: it comes back to it
    await registerWith(request, email);
    await page.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(link);
    await expect(page.getByText(`Você entrou como ${email}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(`/my/discovery/position/${FRONT_END.id}`);
    await expect(page.getByRole('heading', { level: 1, name: FRONT_END.title })).toBeVisible();

    // the link is single-use
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('Ops! Este convite já foi usado');
  });

  test('declining from the e-mail is confirmed and final; an expired link says so', async ({ page, request, mailbox, axe }) => {
    const email = uniqueEmail('declines');
    await diegoInvites(request, email);
    const message = await mailbox.waitFor(email, { subject: SUBJECT });
    const decline = message.text.match(/https?:\/\/\S+\/prospect\/invite\/decline\/[\w-]+/)?.[0];
    expect(decline).toBeTruthy();

    await page.goto(pathOf(decline ?? ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Recusar o convite' })).toBeVisible();
    await expect(page.getByText(`Quer mesmo recusar o convite para a vaga ${FRONT_END.title}, de Acme Tecnologia?`)).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Recusar convite' }).click();
    await expect(page.getByText('Convite recusado. Obrigado por nos avisar!')).toBeVisible();
    await page.goto(pathOf(decline ?? '').replace('/decline', ''));
    await expect(page.getByRole('alert')).toContainText('Ops! Este convite foi recusado');

    await page.goto(EXPIRED_LINK);
    await expect(page.getByRole('heading', { level: 1, name: 'Ops! Convite expirado' })).toBeVisible();
    await expect(page.getByText('Peça à empresa um novo convite se ainda tiver interesse na vaga.')).toBeVisible();
    await expectAccessible(axe);
  });
});
