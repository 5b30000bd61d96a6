import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition } from '../../../test/factories/index.ts';
import { workspaceMembers } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company's member takes part in its internal mobility only after accepting its terms. */
describe('the company terms gate on internal positions', () => {
  it('refuses an application as it refuses a non-member until the member accepts the terms', async () => {
    const c = await createHiringCompany(t);
    const positionId = await createPosition(t, c, { title: 'Vaga interna' });
    await t.db.execute(`update positions set internal_only = true where id = '${positionId}'`);
    await t.db
      .update(workspaceMembers)
      .set({ tosAcceptedAt: null })
      .where(and(eq(workspaceMembers.workspaceId, c.id), eq(workspaceMembers.userId, c.member.id)));
    const apply = (token: string) => t.request({ method: 'POST', url: '/v1/matches', token, payload: { positionId } });

    const outsider = await apply(c.candidate.token);
    const refused = await apply(c.member.token);
    expect([refused.statusCode, refused.json().error.code]).toEqual([outsider.statusCode, outsider.json().error.code]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('application.internal_only');
    const listed = await t.request({ method: 'GET', url: '/v1/-/internal-positions', token: c.member.token, company: c.subdomain });
    expect(listed.json().error.code).toBe('workspace.terms_not_accepted');

    const accepted = await t.request({
      method: 'POST',
      url: '/v1/-/tos',
      token: c.member.token,
      company: c.subdomain,
      payload: { workspaceId: c.id },
    });
    expect(accepted.statusCode).toBe(200);
    const started = await apply(c.member.token);
    expect(started.statusCode).toBe(201);
    expect(started.json().internal).toBe(true);
  });
});
