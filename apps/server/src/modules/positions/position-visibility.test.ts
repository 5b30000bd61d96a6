import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';

/** A position's page agrees with the lists about who may see an internal or paused position. */
let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const detail = (id: string, token?: string) => t.request({ method: 'GET', url: `/v1/positions/${id}`, token });

describe('GET /v1/positions/:id of a restricted position', () => {
  it('an internal position: its company’s members only', async () => {
    const id = await createPosition(t, c, { title: 'Vaga interna', description: 'Aberta só para quem já trabalha aqui, na empresa.' });
    await t.db.execute(sql`update positions set internal_only = true where id = ${id}`);
    const outsider = await createUser(t);
    for (const res of [await detail(id), await detail(id, outsider.token), await detail(id, c.otherAdmin.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('position.not_found');
      expect(res.body).not.toContain('Aberta só para quem');
    }
    expect((await t.request({ method: 'GET', url: `/v1/positions/related/${id}` })).statusCode).toBe(404);
    const member = await detail(id, c.member.token);
    expect(member.statusCode).toBe(200);
    expect(member.json().title).toBe('Vaga interna');
  });

  it('an internal position stays closed to a member who has not accepted the company’s terms', async () => {
    const id = await createPosition(t, c, { title: 'Outra interna' });
    await t.db.execute(sql`update positions set internal_only = true where id = ${id}`);
    await t.db.execute(
      sql`update workspace_members set tos_accepted_at = null where user_id = ${c.evaluator.id} and workspace_id = ${c.id}`,
    );
    expect((await detail(id, c.evaluator.token)).statusCode).toBe(404);
    await t.db.execute(
      sql`update workspace_members set tos_accepted_at = now() where user_id = ${c.evaluator.id} and workspace_id = ${c.id}`,
    );
    expect((await detail(id, c.evaluator.token)).statusCode).toBe(200);
  });

  it('a paused position: its company and those who applied to it', async () => {
    const id = await createPosition(t, c, { title: 'Vaga pausada' });
    const applicant = await createUser(t);
    const started = await t.request({ method: 'POST', url: '/v1/matches', token: applicant.token, payload: { positionId: id } });
    expect(started.statusCode).toBe(201);
    const paused = await t.request({
      method: 'POST',
      url: `/v1/-/positions/${id}/status`,
      token: c.admin.token,
      company: c.subdomain,
      payload: { status: 'paused' },
    });
    expect(paused.statusCode).toBe(200);
    const stranger = await createUser(t);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await detail(id, stranger.token)).statusCode).toBe(404);
    expect((await detail(id, applicant.token)).statusCode).toBe(200);
    expect((await detail(id, c.member.token)).statusCode).toBe(200);
  });

  it('an open public position stays open to anyone', async () => {
    const id = await createPosition(t, c, { title: 'Vaga aberta' });
    expect((await detail(id)).statusCode).toBe(200);
  });
});
