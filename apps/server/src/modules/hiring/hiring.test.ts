import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createHiringSetup,
  type HiringSetup,
  insertApplication,
  interviewFormFor,
  lastOfferToken,
  offerFormFor,
} from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), company: c.subdomain, ...(payload && { payload }) });
const errorOf = (res: { json(): { error: { code: string; message: string } } }) => res.json().error;

const applicationRow = async (id: string) =>
  (await t.db.execute<{ stage: string; status: string }>(sql`select stage, status from applications where id = ${id}`)).rows[0];
const eventsOf = async (id: string) =>
  (
    await t.db.execute<{ kind: string; detail: string | null; note: string | null }>(
      sql`select kind, detail, note from application_events where application_id = ${id} order by at, id`,
    )
  ).rows;
const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string; html: string }>(
      sql`select subject, text, html from outbox_messages where "to" = ${email.toLowerCase()} order by created_at`,
    )
  ).rows;

/** A fresh application of the candidate under analysis (each case its own, so stages start clean). */
const freshApplication = () => {
  // a minute apart, so the last e-mail is the newest
  t.clock.advance(60_000);
  return insertApplication(t, { userId: c.candidate.id, positionId: c.positionId, workspaceId: c.id }).catch(async () => {
    // one live application per person and position: give the previous one up first
    await t.db.execute(
      sql`update applications set status = 'given_up' where user_id = ${c.candidate.id} and position_id = ${c.positionId}`,
    );
    return insertApplication(t, { userId: c.candidate.id, positionId: c.positionId, workspaceId: c.id });
  });
};

describe('interview invites', () => {
  it('the recruiter invites: 201, the stage moves to interview, the history says so and the candidate gets an e-mail with the link', async () => {
    const applicationId = await freshApplication();
    const res = await as(c.evaluator.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
    expect(res.statusCode, res.body).toBe(201);
    const interview = res.json();
    expect(interview).toMatchObject({
      applicationId,
      positionId: c.positionId,
      positionTitle: 'Analista de Dados',
      companyName: c.name,
      link: 'https://meet.example.com/abc',
      place: null,
      durationMinutes: 45,
      response: 'pending',
      notes: null,
    });
    expect(await applicationRow(applicationId)).toMatchObject({ stage: 'interview', status: 'under_analysis' });
    expect((await eventsOf(applicationId)).at(-1)).toMatchObject({ kind: 'interview', detail: 'invited' });
    const mail = (await mailsTo(c.candidate.email)).at(-1);
    expect(mail?.subject).toBe('Você recebeu um convite para entrevista');
    expect(mail?.text).toContain(`/my/interview/${interview.id}`);
    // when (Brasília time) and where, in the candidate's language
    const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
    expect(mail?.text).toContain(`Quando: ${when.format(new Date(interview.scheduledAt))} (horário de Brasília)`);
    // the meeting's own field is a link to follow, in the text and in the HTML
    expect(mail?.text).toContain('Entrar na reunião: https://meet.example.com/abc');
    expect(mail?.html).toContain('<a href="https://meet.example.com/abc">Entrar na reunião</a>');
    expect(mail?.text).not.toContain('hxxps://');

    // the candidate reads it
    const read = await as(c.candidate.token, 'GET', `/v1/meet/${interview.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(interview);
  });

  it('refuses a past date, a missing place and link, and applications not under analysis, with pt-BR messages', async () => {
    const applicationId = await freshApplication();
    const past = await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, {
      ...interviewFormFor(t),
      scheduledAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(errorOf(past)).toMatchObject({ code: 'interview.in_past', message: 'Escolha uma data e hora futuras para a entrevista' });

    const nowhere = await as(
      c.admin.token,
      'POST',
      `/v1/-/applications/${applicationId}/interviews`,
      interviewFormFor(t, { link: '', place: '  ' }),
    );
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().error.fields).toMatchObject({ place: 'Este campo é obrigatório' });

    const inPlace = await as(
      c.admin.token,
      'POST',
      `/v1/-/applications/${applicationId}/interviews`,
      interviewFormFor(t, { link: null, place: 'Av. Paulista, 1000' }),
    );
    expect(inPlace.statusCode, inPlace.body).toBe(201);
    expect(inPlace.json()).toMatchObject({ place: 'Av. Paulista, 1000', link: null });

    for (const status of ['in_progress', 'closed', 'given_up'] as const) {
      await t.db.execute(sql`update applications set status = ${status} where id = ${applicationId}`);
      const refused = await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'hiring.not_under_analysis',
        message: 'Só é possível convidar para entrevista ou enviar proposta a uma candidatura em análise',
      });
      const offer = await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor());
      expect(offer.json().error.code).toBe('hiring.not_under_analysis');
    }
  });

  it('the candidate accepts (again: nothing changes), then may still reject; a rejection is irreversible', async () => {
    const applicationId = await freshApplication();
    const id = (await as(c.manager.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t))).json().id;
    t.clock.advance(60_000);
    const accepted = await as(c.candidate.token, 'POST', `/v1/meet/${id}/accepted`, { notes: 'Estarei lá' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ response: 'accepted', notes: 'Estarei lá' });
    const again = await as(c.candidate.token, 'POST', `/v1/meet/${id}/accepted`, { notes: 'outra nota' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(accepted.json());

    t.clock.advance(60_000);
    const rejected = await as(c.candidate.token, 'POST', `/v1/meet/${id}/rejected`, { notes: 'Aceitei outra proposta' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ response: 'rejected', notes: 'Aceitei outra proposta' });
    for (const response of ['accepted', 'rejected']) {
      const after = await as(c.candidate.token, 'POST', `/v1/meet/${id}/${response}`, {});
      expect(after.statusCode).toBe(409);
      expect(errorOf(after)).toMatchObject({
        code: 'interview.rejected',
        message: 'Você recusou este convite de entrevista e a recusa não pode ser desfeita',
      });
    }
    expect((await eventsOf(applicationId)).filter((event) => event.kind === 'interview').map((event) => event.detail)).toEqual([
      'invited',
      'accepted',
      'rejected',
    ]);
    // the recruiter sees the answer
    const hiring = (await as(c.manager.token, 'GET', `/v1/-/applications/${applicationId}/hiring`)).json();
    expect(hiring.interviews[0]).toMatchObject({ id, response: 'rejected', notes: 'Aceitei outra proposta' });

    // the company cannot cancel a rejected invite; an unknown response is a validation error
    const cancel = await as(c.manager.token, 'DELETE', `/v1/-/applications/${applicationId}/interviews/${id}`);
    expect(cancel.statusCode).toBe(409);
    expect(errorOf(cancel)).toMatchObject({
      code: 'interview.already_rejected',
      message: 'O candidato recusou este convite de entrevista: não há o que cancelar',
    });
    expect((await as(c.candidate.token, 'POST', `/v1/meet/${id}/maybe`, {})).statusCode).toBe(400);
  });

  it('the recruiter cancels an invite (even accepted): the candidate is e-mailed and can no longer answer; twice is refused', async () => {
    const applicationId = await freshApplication();
    const id = (await as(c.evaluator.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t))).json().id;
    expect((await as(c.candidate.token, 'POST', `/v1/meet/${id}/accepted`, {})).statusCode).toBe(200);
    t.clock.advance(60_000);
    const cancelled = await as(c.evaluator.token, 'DELETE', `/v1/-/applications/${applicationId}/interviews/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, response: 'cancelled' });
    expect((await eventsOf(applicationId)).at(-1)).toMatchObject({ kind: 'interview', detail: 'cancelled' });
    const mail = (await mailsTo(c.candidate.email)).at(-1);
    expect(mail?.subject).toBe('Seu convite para entrevista foi cancelado');
    expect(mail?.text).toContain(`/my/application/${applicationId}`);
    expect(errorOf(await as(c.candidate.token, 'POST', `/v1/meet/${id}/accepted`, {}))).toMatchObject({
      code: 'interview.cancelled',
      message: 'Este convite de entrevista foi cancelado pela empresa',
    });
    expect(errorOf(await as(c.evaluator.token, 'DELETE', `/v1/-/applications/${applicationId}/interviews/${id}`)).code).toBe(
      'interview.cancelled',
    );
    // an invite of another application, or no invite at all, is not found through this one
    const other = await freshApplication();
    expect((await as(c.admin.token, 'DELETE', `/v1/-/applications/${other}/interviews/${id}`)).statusCode).toBe(404);
    expect((await as(c.admin.token, 'DELETE', `/v1/-/applications/${applicationId}/interviews/nope`)).statusCode).toBe(404);
  });

  it('only the candidate reaches their invite: another candidate, a recruiter, a bad id get 404; anonymous 401', async () => {
    const applicationId = await freshApplication();
    const id = (await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t))).json().id;
    for (const who of [c.otherCandidate, c.admin, c.otherAdmin]) {
      const res = await as(who.token, 'GET', `/v1/meet/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'interview.not_found', message: 'Convite de entrevista não encontrado' });
      expect((await as(who.token, 'POST', `/v1/meet/${id}/rejected`, {})).statusCode).toBe(404);
    }
    expect((await as(c.candidate.token, 'GET', '/v1/meet/not-a-uuid')).statusCode).toBe(404);
    expect((await as(c.candidate.token, 'GET', `/v1/meet/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await as(undefined, 'GET', `/v1/meet/${id}`)).statusCode).toBe(401);
    // still pending: nobody else answered it
    expect((await as(c.candidate.token, 'GET', `/v1/meet/${id}`)).json().response).toBe('pending');
  });
});

describe('offers', () => {
  it('the recruiter sends an offer: 201, stage offer, history, e-mail with a single-use link; only the hash is stored', async () => {
    const applicationId = await freshApplication();
    const res = await as(c.manager.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor());
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json();
    expect(offer).toMatchObject({
      applicationId,
      salary: 'R$ 7.500,00 por mês',
      startDate: '2026-04-01',
      status: 'pending',
      declineNotes: null,
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(offer).not.toHaveProperty('token');
    expect(await applicationRow(applicationId)).toMatchObject({ stage: 'offer' });
    expect((await eventsOf(applicationId)).at(-1)).toMatchObject({ kind: 'offer', detail: 'sent' });
    const token = await lastOfferToken(t, c.candidate.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await t.db.execute<{ token_hash: string }>(sql`select token_hash from offers where id = ${offer.id}`)).rows[0];
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // pending for the candidate, readable by its link, not by anyone else's
    const pending = (await as(c.candidate.token, 'GET', '/v1/pending_offer')).json();
    expect(pending.items.map((item: { id: string }) => item.id)).toContain(offer.id);
    expect((await as(c.otherCandidate.token, 'GET', '/v1/pending_offer')).json().items).toEqual([]);
    expect((await as(c.candidate.token, 'GET', `/v1/offers/by-hash/${token}`)).json()).toEqual(offer);
    expect((await as(c.otherCandidate.token, 'GET', `/v1/offers/by-hash/${token}`)).statusCode).toBe(404);

    t.clock.advance(60_000);
    // accepted through the link: the stage stays offer (the recruiter marks the hire), the history says accepted
    const accepted = await as(c.candidate.token, 'GET', `/v1/offer_confirmation/${token}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: offer.id, status: 'accepted' });
    expect(await applicationRow(applicationId)).toMatchObject({ stage: 'offer', status: 'under_analysis' });
    expect((await eventsOf(applicationId)).at(-1)).toMatchObject({ kind: 'offer', detail: 'accepted' });
    // single use
    const again = await as(c.candidate.token, 'GET', `/v1/offer_confirmation/${token}`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'offer.already_accepted',
      message: 'Não foi possível concluir: esta proposta já foi aceita',
    });
    expect(errorOf(await as(c.candidate.token, 'POST', `/v1/offer_decline/${token}`, { notes: 'Mudei de ideia' })).code).toBe(
      'offer.already_accepted',
    );
    expect((await as(c.candidate.token, 'GET', '/v1/pending_offer')).json().items).toEqual([]);
    // the application's page lists it, answered; nobody else's
    const mine = await as(c.candidate.token, 'GET', `/v1/matches/${applicationId}/hiring`);
    expect(mine.json().offers[0]).toMatchObject({ id: offer.id, status: 'accepted' });
    const notMine = await as(c.otherCandidate.token, 'GET', `/v1/matches/${applicationId}/hiring`);
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine).code).toBe('application.not_found');
  });

  it('declined through the link with notes (required); the same link afterwards answers its error', async () => {
    const applicationId = await freshApplication();
    await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor());
    const token = await lastOfferToken(t, c.candidate.email);
    const empty = await as(c.candidate.token, 'POST', `/v1/offer_decline/${token}`, { notes: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toHaveProperty('notes');
    expect((await as(c.candidate.token, 'POST', `/v1/offer_decline/${token}`, { notes: 'x'.repeat(2001) })).statusCode).toBe(422);

    t.clock.advance(60_000);
    const declined = await as(c.candidate.token, 'POST', `/v1/offer_decline/${token}`, { notes: 'O salário não atende' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', declineNotes: 'O salário não atende' });
    expect((await eventsOf(applicationId)).at(-1)).toMatchObject({ kind: 'offer', detail: 'declined', note: 'O salário não atende' });
    const confirm = await as(c.candidate.token, 'GET', `/v1/offer_confirmation/${token}`);
    expect(confirm.statusCode).toBe(409);
    expect(errorOf(confirm)).toMatchObject({
      code: 'offer.already_declined',
      message: 'Não foi possível concluir: esta proposta já foi recusada',
    });
    // the page still reads it, answered
    expect((await as(c.candidate.token, 'GET', `/v1/offers/by-hash/${token}`)).json().status).toBe('declined');
    const hiring = (await as(c.admin.token, 'GET', `/v1/-/applications/${applicationId}/hiring`)).json();
    expect(hiring.offers[0]).toMatchObject({ status: 'declined', declineNotes: 'O salário não atende' });
  });

  it('a random or another person’s token is not found; the candidate must be signed in', async () => {
    const applicationId = await freshApplication();
    await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor());
    const token = await lastOfferToken(t, c.candidate.email);
    const random = 'A'.repeat(43);
    for (const url of [`/v1/offer_confirmation/${random}`, '/v1/offer_confirmation/%20', `/v1/offers/by-hash/${random}`]) {
      const res = await as(c.candidate.token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: 'offer.not_found', message: 'Proposta não encontrada' });
    }
    expect((await as(c.candidate.token, 'POST', `/v1/offer_decline/${random}`, { notes: 'Não' })).statusCode).toBe(404);
    // the right token in the wrong hands: e-mail mismatch is not found, and the offer stays pending
    expect((await as(c.otherCandidate.token, 'GET', `/v1/offer_confirmation/${token}`)).statusCode).toBe(404);
    expect((await as(c.admin.token, 'POST', `/v1/offer_decline/${token}`, { notes: 'Não' })).statusCode).toBe(404);
    expect((await as(undefined, 'GET', `/v1/offer_confirmation/${token}`)).statusCode).toBe(401);
    expect((await as(c.candidate.token, 'GET', `/v1/offers/by-hash/${token}`)).json().status).toBe('pending');
  });

  it('offers expire after 7 days: the link and the in-app answer then say so', async () => {
    const applicationId = await freshApplication();
    const offer = (await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor())).json();
    const token = await lastOfferToken(t, c.candidate.email);
    t.clock.advance(7 * 86_400_000 - 60_000);
    expect((await as(c.candidate.token, 'GET', '/v1/pending_offer')).json().items.map((item: { id: string }) => item.id)).toContain(
      offer.id,
    );
    t.clock.advance(60_000);
    expect((await as(c.candidate.token, 'GET', '/v1/pending_offer')).json().items.map((item: { id: string }) => item.id)).not.toContain(
      offer.id,
    );
    for (const res of [
      await as(c.candidate.token, 'GET', `/v1/offer_confirmation/${token}`),
      await as(c.candidate.token, 'POST', `/v1/offer_decline/${token}`, { notes: 'Tarde demais' }),
      await as(c.candidate.token, 'POST', `/v1/offers/${offer.id}/accept`),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(errorOf(res)).toMatchObject({
        code: 'offer.expired',
        message: 'Esta proposta expirou. Fale com a empresa para receber uma nova',
      });
    }
    expect((await as(c.candidate.token, 'GET', `/v1/offers/by-hash/${token}`)).json().status).toBe('expired');
  });

  it('in the app: accept and decline a pending offer by id, only one’s own; cancelled offers say so', async () => {
    const applicationId = await freshApplication();
    const first = (await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor())).json();
    expect((await as(c.otherCandidate.token, 'POST', `/v1/offers/${first.id}/accept`)).statusCode).toBe(404);
    expect((await as(c.candidate.token, 'POST', '/v1/offers/nope/accept')).statusCode).toBe(404);
    const declined = await as(c.candidate.token, 'POST', `/v1/offers/${first.id}/decline`, { notes: 'Prefiro outra vaga' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineNotes: 'Prefiro outra vaga' });
    expect(errorOf(await as(c.candidate.token, 'POST', `/v1/offers/${first.id}/accept`)).code).toBe('offer.already_declined');

    t.clock.advance(60_000);
    const second = (
      await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor({ salary: 'R$ 8.000' }))
    ).json();
    const accepted = await as(c.candidate.token, 'POST', `/v1/offers/${second.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'accepted', salary: 'R$ 8.000' });

    t.clock.advance(60_000);
    const third = (await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor())).json();
    const token = await lastOfferToken(t, c.candidate.email);
    // the company withdraws it: the candidate is e-mailed, the link and the in-app answer say so
    t.clock.advance(60_000);
    const withdrawn = await as(c.manager.token, 'DELETE', `/v1/-/applications/${applicationId}/offers/${third.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: third.id, status: 'cancelled' });
    expect((await eventsOf(applicationId)).at(-1)).toMatchObject({ kind: 'offer', detail: 'cancelled' });
    expect((await mailsTo(c.candidate.email)).at(-1)?.subject).toBe('A proposta de emprego foi cancelada');
    const cancelled = await as(c.candidate.token, 'POST', `/v1/offers/${third.id}/decline`, { notes: 'Não' });
    expect(cancelled.statusCode).toBe(409);
    expect(errorOf(cancelled)).toMatchObject({ code: 'offer.cancelled', message: 'Esta proposta foi cancelada pela empresa' });
    expect(errorOf(await as(c.candidate.token, 'GET', `/v1/offer_confirmation/${token}`)).code).toBe('offer.cancelled');
    // answered offers cannot be withdrawn; evaluators never withdraw (they do not send offers)
    expect(errorOf(await as(c.admin.token, 'DELETE', `/v1/-/applications/${applicationId}/offers/${second.id}`)).code).toBe(
      'offer.already_accepted',
    );
    expect((await as(c.evaluator.token, 'DELETE', `/v1/-/applications/${applicationId}/offers/${first.id}`)).statusCode).toBe(403);
  });

  it('validates the offer form: salary and a real start date', async () => {
    const applicationId = await freshApplication();
    for (const bad of [{ salary: '' }, { startDate: '2026-02-30' }, { startDate: 'amanhã' }]) {
      const res = await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });
});

describe('the recruiters: roles and companies', () => {
  it('evaluators invite to interviews on linked positions only and never send offers; other companies get 404', async () => {
    const applicationId = await freshApplication();
    const interviews = `/v1/-/applications/${applicationId}/interviews`;
    const offers = `/v1/-/applications/${applicationId}/offers`;
    expect((await as(c.unlinked.token, 'POST', interviews, interviewFormFor(t))).statusCode).toBe(404);
    expect((await as(c.unlinked.token, 'GET', `/v1/-/applications/${applicationId}/hiring`)).statusCode).toBe(404);
    expect((await as(c.evaluator.token, 'POST', offers, offerFormFor())).statusCode).toBe(403);
    expect((await as(c.member.token, 'POST', interviews, interviewFormFor(t))).statusCode).toBe(403);
    expect((await as(c.candidate.token, 'POST', interviews, interviewFormFor(t))).statusCode).toBe(404);
    const other = await t.request({ method: 'POST', url: offers, token: c.otherAdmin.token, payload: offerFormFor() });
    expect(other.statusCode).toBe(404);
    expect((await as(undefined, 'POST', offers, offerFormFor())).statusCode).toBe(401);
    expect((await as(c.admin.token, 'POST', '/v1/-/applications/nope/offers', offerFormFor())).statusCode).toBe(404);
    // nothing was created by the refused calls
    expect((await as(c.admin.token, 'GET', `/v1/-/applications/${applicationId}/hiring`)).json()).toEqual({ interviews: [], offers: [] });
  });

  it('marking a hire tells the company’s hiring notification address (one e-mail only), when it set one', async () => {
    const first = await freshApplication();
    expect((await as(c.manager.token, 'PUT', `/v1/-/applications/${first}/stage`, { stage: 'hired', message: null })).statusCode).toBe(200);
    expect(await mailsTo('contratacoes@example.com')).toEqual([]);

    const set = await as(c.admin.token, 'PUT', '/v1/-/integration/hiringnotification', { email: 'contratacoes@example.com' });
    expect(set.statusCode, set.body).toBe(200);
    const second = await freshApplication();
    expect((await as(c.manager.token, 'PUT', `/v1/-/applications/${second}/stage`, { stage: 'hired', message: null })).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo('contratacoes@example.com');
    expect(mail?.subject).toBe('Contratação confirmada: Analista de Dados');
    expect(mail?.text).toContain(`/c/${c.subdomain}/recruitment/applications/${second}`);
  });

  it('an offer keeps the stage at offer when another interview is scheduled', async () => {
    const applicationId = await freshApplication();
    await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor());
    await as(c.admin.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
    expect(await applicationRow(applicationId)).toMatchObject({ stage: 'offer' });
  });
});
