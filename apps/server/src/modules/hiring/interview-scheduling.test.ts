import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup, insertApplication, interviewFormFor } from '../../../test/factories/index.ts';

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

type SentMail = {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string; method?: string }[] | null;
};
const mailsTo = async (email: string) =>
  (
    await t.db.execute<SentMail>(
      sql`select subject, text, html, attachments from outbox_messages where "to" = ${email.toLowerCase()} order by created_at, id`,
    )
  ).rows;

const hours = (n: number) => new Date(t.clock.now().getTime() + n * 3_600_000).toISOString();
/** Three offered times, a day apart, on whole hours. */
const threeSlots = () => [hours(48), hours(72), hours(96)];

/** The calendar file's event: what a calendar application reads from it. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event');
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
  };
}

async function freshApplication(userId = c.candidate.id) {
  t.clock.advance(60_000);
  await t.db.execute(sql`update applications set status = 'given_up' where user_id = ${userId} and position_id = ${c.positionId}`);
  return insertApplication(t, { userId, positionId: c.positionId, workspaceId: c.id });
}

const offerTimes = (applicationId: string, slots: string[], token = c.evaluator.token) =>
  as(token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t, { scheduledAt: null, slots }));

describe('interview times the candidate chooses', () => {
  it('the candidate picks the second of three times: calendar.ics and both e-mails carry that time and the working link', async () => {
    const applicationId = await freshApplication();
    const slots = threeSlots();
    const created = await offerTimes(applicationId, slots);
    expect(created.statusCode, created.body).toBe(201);
    const invite = created.json();
    expect(invite).toMatchObject({ scheduledAt: null, slots, response: 'pending' });
    // the invite lists the times to choose from and no calendar yet
    const offered = (await mailsTo(c.candidate.email)).at(-1);
    expect(offered?.subject).toBe('Escolha o horário da sua entrevista');
    expect(offered?.text).toContain(`/my/interview/${invite.id}`);
    expect(offered?.attachments ?? []).toEqual([]);
    // no event while no time is set
    expect((await as(c.candidate.token, 'GET', `/v1/meet/${invite.id}/calendar.ics`)).statusCode).toBe(404);

    const recruiterMailsBefore = (await mailsTo(c.evaluator.email)).length;
    t.clock.advance(60_000);
    const picked = await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/accepted`, { slot: slots[1] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({ scheduledAt: slots[1], response: 'accepted' });

    // the same file for the candidate and for the company's people who see the position
    const file = await as(c.candidate.token, 'GET', `/v1/meet/${invite.id}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    const event = eventOf(file.body);
    expect(event).toMatchObject({ method: 'REQUEST', start: slots[1], location: 'https://meet.example.com/abc', status: 'CONFIRMED' });
    expect(event.uid).toBe(`interview-${invite.id}@trilha`);
    const companyFile = await as(c.manager.token, 'GET', `/v1/meet/${invite.id}/calendar.ics`);
    expect(companyFile.statusCode).toBe(200);
    expect(eventOf(companyFile.body)).toMatchObject({ uid: event.uid, sequence: event.sequence, start: slots[1] });

    // the candidate's confirmation: the time, the meeting link to follow, the calendar part
    const confirmation = (await mailsTo(c.candidate.email)).at(-1);
    expect(confirmation?.subject).toBe('Entrevista confirmada: Analista de Dados');
    const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
    expect(confirmation?.text).toContain(`Quando: ${when.format(new Date(slots[1] ?? ''))}`);
    expect(confirmation?.html).toContain('<a href="https://meet.example.com/abc">Entrar na reunião</a>');
    const [calendarPart] = confirmation?.attachments ?? [];
    expect(calendarPart).toMatchObject({ filename: 'entrevista.ics', method: 'REQUEST' });
    expect(calendarPart?.contentType).toContain('text/calendar');
    expect(eventOf(calendarPart?.content ?? '')).toMatchObject({ uid: event.uid, sequence: event.sequence, start: slots[1] });
    // and the recruiter who invited gets the same event
    const recruiterMails = await mailsTo(c.evaluator.email);
    expect(recruiterMails.length).toBe(recruiterMailsBefore + 1);
    const notice = recruiterMails.at(-1);
    expect(notice?.subject).toBe(`Entrevista marcada com Cândida`);
    expect(notice?.text).toContain(`/c/${c.subdomain}/recruitment/applications/${applicationId}`);
    expect(eventOf(notice?.attachments?.[0]?.content ?? '')).toMatchObject({ uid: event.uid, start: slots[1] });

    // the recruiter's calendar shows it as confirmed, and no longer the other two times
    const week = await as(c.evaluator.token, 'GET', `/v1/-/interviews?from=${hours(0)}&to=${hours(24 * 7)}`);
    expect(week.statusCode, week.body).toBe(200);
    const mine = week.json().items.filter((item: { interviewId: string }) => item.interviewId === invite.id);
    expect(mine).toEqual([expect.objectContaining({ startsAt: slots[1], status: 'confirmed', candidateName: 'Cândida' })]);

    // cancelled: both sides get the CANCEL with the same UID and a higher SEQUENCE
    t.clock.advance(60_000);
    const cancelled = await as(c.evaluator.token, 'DELETE', `/v1/-/applications/${applicationId}/interviews/${invite.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelMail = (await mailsTo(c.candidate.email)).at(-1);
    const cancelEvent = eventOf(cancelMail?.attachments?.[0]?.content ?? '');
    expect(cancelEvent).toMatchObject({ method: 'CANCEL', uid: event.uid, status: 'CANCELLED' });
    expect(cancelEvent.sequence).toBeGreaterThan(event.sequence);
    expect((await mailsTo(c.evaluator.email)).at(-1)?.subject).toBe(`Entrevista cancelada: Cândida`);
  });

  it('a time not offered is 422, accepting without a time is 422, and an outsider cannot read the calendar file', async () => {
    const applicationId = await freshApplication();
    const slots = threeSlots();
    const invite = (await offerTimes(applicationId, slots)).json();
    const notOffered = await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/accepted`, { slot: hours(50) });
    expect(notOffered.statusCode).toBe(422);
    expect(errorOf(notOffered).code).toBe('interview.slot_not_offered');
    const none = await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/accepted`, {});
    expect(none.statusCode).toBe(422);
    expect(errorOf(none)).toMatchObject({
      code: 'interview.slot_required',
      message: 'Escolha um dos horários oferecidos para aceitar a entrevista',
    });
    await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/accepted`, { slot: slots[0] });
    // another company's person and a recruiter not linked to the position: not found
    expect((await as(c.unlinked.token, 'GET', `/v1/meet/${invite.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await as(c.otherCandidate.token, 'GET', `/v1/meet/${invite.id}/calendar.ics`)).statusCode).toBe(404);
    // once picked, the time stays
    const again = await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/accepted`, { slot: slots[2] });
    expect(again.json()).toMatchObject({ scheduledAt: slots[0] });
  });

  it('two candidates cannot take the same recruiter’s time', async () => {
    const first = await freshApplication(c.candidate.id);
    const second = await freshApplication(c.otherCandidate.id);
    const slots = [hours(200), hours(201)];
    const a = (await offerTimes(first, slots)).json();
    const b = (await offerTimes(second, slots)).json();
    const [one, two] = await Promise.all([
      as(c.candidate.token, 'POST', `/v1/meet/${a.id}/accepted`, { slot: slots[0] }),
      as(c.otherCandidate.token, 'POST', `/v1/meet/${b.id}/accepted`, { slot: slots[0] }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(errorOf(loser).code).toBe('interview.slot_taken');
    // the other time is still free for the one who lost the race
    const loserId = one.statusCode === 409 ? a.id : b.id;
    const loserToken = one.statusCode === 409 ? c.candidate.token : c.otherCandidate.token;
    expect((await as(loserToken, 'POST', `/v1/meet/${loserId}/accepted`, { slot: slots[1] })).statusCode).toBe(200);
  });

  it('the form takes two to ten distinct future times, or one time, never both', async () => {
    const applicationId = await freshApplication();
    const one = await offerTimes(applicationId, [hours(30)]);
    expect(one.statusCode).toBe(422);
    expect(one.json().error.fields).toMatchObject({ slots: 'Ofereça ao menos dois horários ou informe uma data e hora' });
    const eleven = await offerTimes(
      applicationId,
      Array.from({ length: 11 }, (_, i) => hours(30 + i)),
    );
    expect(eleven.statusCode).toBe(422);
    const twice = await offerTimes(applicationId, [hours(30), hours(30)]);
    expect(twice.statusCode).toBe(422);
    const past = await offerTimes(applicationId, [hours(30), hours(-1)]);
    expect(errorOf(past).code).toBe('interview.in_past');
    const both = await as(c.evaluator.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, {
      ...interviewFormFor(t),
      slots: [hours(30), hours(31)],
    });
    expect(both.statusCode).toBe(422);
    // a set time: both sides get the calendar event at once
    t.clock.advance(60_000);
    const set = await as(c.evaluator.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
    expect(set.statusCode).toBe(201);
    const invite = (await mailsTo(c.candidate.email)).at(-1);
    expect(eventOf(invite?.attachments?.[0]?.content ?? '')).toMatchObject({ method: 'REQUEST', start: set.json().scheduledAt });
  });

  it('moving an interview sends both sides the same event with a higher SEQUENCE, and the candidate answers again', async () => {
    const applicationId = await freshApplication();
    const first = await as(c.evaluator.token, 'POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
    const invite = first.json();
    await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/accepted`, { notes: null });
    const before = eventOf((await mailsTo(c.candidate.email)).at(-1)?.attachments?.[0]?.content ?? '');
    t.clock.advance(60_000);
    const moved = await as(
      c.evaluator.token,
      'PUT',
      `/v1/-/applications/${applicationId}/interviews/${invite.id}`,
      interviewFormFor(t, { scheduledAt: hours(120) }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ scheduledAt: hours(120), response: 'pending' });
    const mail = (await mailsTo(c.candidate.email)).at(-1);
    expect(mail?.subject).toBe('Sua entrevista mudou de horário');
    const after = eventOf(mail?.attachments?.[0]?.content ?? '');
    expect(after).toMatchObject({ method: 'REQUEST', uid: before.uid, start: hours(120) });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect((await mailsTo(c.evaluator.email)).at(-1)?.attachments?.[0]?.content).toContain(`SEQUENCE:${after.sequence}`);
    // a declined invite stays declined
    await as(c.candidate.token, 'POST', `/v1/meet/${invite.id}/rejected`, { notes: null });
    const again = await as(
      c.evaluator.token,
      'PUT',
      `/v1/-/applications/${applicationId}/interviews/${invite.id}`,
      interviewFormFor(t, { scheduledAt: hours(130) }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('the calendar query is bounded and the dev outbox lists the attachments', async () => {
    const tooLong = await as(c.evaluator.token, 'GET', `/v1/-/interviews?from=${hours(0)}&to=${hours(24 * 40)}`);
    expect(tooLong.statusCode).toBe(400);
    const outbox = await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(c.candidate.email)}` });
    const withFile = outbox.json().items.find((item: { attachments: unknown[] }) => item.attachments.length > 0);
    expect(withFile.attachments[0]).toMatchObject({ filename: 'entrevista.ics', contentType: expect.stringContaining('text/calendar') });
    expect(withFile.attachments[0].content).toContain('BEGIN:VCALENDAR');
  });
});
