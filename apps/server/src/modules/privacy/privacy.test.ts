import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories/index.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';

let t: TestApp;
let ana: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { name: 'Ana' });
});
afterAll(() => t.close());

const download = (token: string) => t.request({ method: 'GET', url: '/v1/myself/data-export', token });

describe('GET /v1/myself/data-export', () => {
  it('answers one JSON file with every section of what the platform holds about the user, and no secret', async () => {
    const company = await createWorkspace(t, { name: 'Acme Dados' });
    await addMember(t, company.id, ana.id, 'member');
    await t.request({
      method: 'PUT',
      url: '/v1/profile',
      token: ana.token,
      payload: { name: 'Ana', lastName: 'Souza', professionalTitle: 'Analista' },
    });
    await t.request({
      method: 'PUT',
      url: '/v1/myself/communication',
      token: ana.token,
      payload: { period: 'weekly', hour: 9, weekday: 1 },
    });
    // a recovery e-mail: its link is a secret
    await t.request({ method: 'POST', url: '/v1/resetpassword', payload: { email: ana.email } });

    const res = await download(ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trilha-meus-dados-2026-03-10.json"');
    const { sections } = res.json();
    expect(Object.keys(sections).sort()).toEqual(
      [
        'account',
        'applicationInvites',
        'applications',
        'communication',
        'contentsPublished',
        'courseEnrollments',
        'emails',
        'favoritePositions',
        'favorites',
        'initialSettings',
        'invitesReceived',
        'jobAlerts',
        'learningProgress',
        'memberships',
        'pathwaysPublished',
        'profile',
        'quizAttempts',
        'resumeImports',
        'savedCourses',
        'sessions',
        'skills',
        'skillsCreated',
        'surveyAnswers',
        'termsAcceptances',
      ].sort(),
    );
    expect(sections.account).toMatchObject({ email: ana.email, name: 'Ana' });
    expect(sections.profile).toMatchObject({ professionalTitle: 'Analista' });
    expect(sections.communication).toMatchObject({ period: 'weekly', weekday: 1 });
    expect(sections.memberships.map((m: { workspace: string }) => m.workspace)).toContain('Acme Dados');
    expect(sections.emails.length).toBeGreaterThan(0);
    expect(
      sections.emails.every((mail: { text: string | null }) => mail.text === null || !mail.text.includes('/access/changepassword')),
    ).toBe(true);

    const body = res.body;
    const [user] = await t.db.select().from(users).where(eq(users.id, ana.id));
    const tokens = await t.db.select().from(sessions).where(eq(sessions.userId, ana.id));
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, ana.id));
    for (const secret of [user?.passwordHash, ...tokens.map((s) => s.tokenHash), ...resets.map((r) => r.codeHash), ana.token]) {
      expect(secret && body.includes(secret)).toBeFalsy();
    }
    expect(body).not.toMatch(/password_?hash|token_?hash|codeHash/i);
  });

  it('is throttled per user and needs a session', async () => {
    const bia = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await download(bia.token)).statusCode).toBe(200);
    expect((await download(bia.token)).statusCode).toBe(429);
    // another user is not affected
    expect((await download(ana.token)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/myself/data-export' })).statusCode).toBe(401);
  });
});
