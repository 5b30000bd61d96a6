import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLearningCompany, type LearningCompany } from '../../../test/factories/index.ts';
import { workspaceMembers } from '../../db/schema/index.ts';
import { contentsSummarySections } from './summary-sections.ts';

/**
 * A business member acts in the company only after accepting its terms. Until then, the routes
 * that are not scoped to the workspace (reads by id, listings, discovery, interactions, favourites, hits) treat
 * them as anyone else: what is private to the company's members is not there for them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company whose plain member has not accepted its terms yet. */
async function companyAwaitingTerms(): Promise<LearningCompany> {
  const c = await createLearningCompany(t);
  await t.db.update(workspaceMembers).set({ tosAcceptedAt: null }).where(eq(workspaceMembers.userId, c.member.id));
  return c;
}

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };

/** Every call on the company's private items a member makes and a non-member is refused. */
const PRIVATE_CALLS = (c: LearningCompany): Call[] => [
  { method: 'GET', url: `/v1/contents/${c.privateContent}` },
  { method: 'GET', url: `/v1/lists/${c.privateList}` },
  { method: 'GET', url: `/v1/contents/lists/${c.privateList}` },
  { method: 'POST', url: '/v1/myself/contents/access', payload: { contentId: c.privateContent } },
  { method: 'POST', url: `/v1/contents/${c.privateContent}/toogle-in-progress` },
  { method: 'POST', url: `/v1/myself/contents/${c.privateContent}/toogle-conclusion` },
  { method: 'POST', url: `/v1/contents/${c.privateContent}/interaction`, payload: { interaction: 'in_progress' } },
  { method: 'POST', url: `/v1/lists/${c.privateList}/interaction`, payload: { interaction: 'in_progress' } },
  { method: 'POST', url: `/v1/myself/saved-contents/${c.privateContent}` },
  { method: 'POST', url: `/v1/myself/lists/${c.privateList}/toggle-favoritism` },
  { method: 'PATCH', url: `/v1/contents/${c.privateContent}/hits` },
  { method: 'PATCH', url: `/v1/lists/${c.privateList}/hits` },
];

const call = (token: string, { method, url, payload }: Call) => t.request({ method, url, token, ...(payload && { payload }) });
const ids = async (token: string, url: string): Promise<string[]> => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (body.items as { id?: string; kind?: string; content?: { id: string }; list?: { id: string } }[]).map(
    (item) => item.id ?? item.content?.id ?? item.list?.id ?? '',
  );
};
/** The listings that show a company's items to a caller, each with the ids it shows. */
const listings = async (c: LearningCompany, token: string) => ({
  workspaceContents: await ids(token, `/v1/contents/workspace/${c.id}`),
  workspaceLists: await ids(token, `/v1/lists/workspace/${c.subdomain}`),
  authorLists: await ids(token, `/v1/lists/user/${c.content_creator.id}`),
  discoveryAll: await ids(token, '/v1/discovery'),
  discoveryText: await ids(token, '/v1/discovery?query=trilha'),
  discoveryVideo: await ids(token, '/v1/discovery?query=video'),
});
const acceptTerms = (c: LearningCompany) =>
  t.request({ method: 'POST', url: '/v1/-/tos', token: c.member.token, company: c.subdomain, payload: { workspaceId: c.id } });

describe('the company terms gate on contents and pathways', () => {
  it('a member who has not accepted the terms is refused the private items as a non-member is', async () => {
    const c = await companyAwaitingTerms();
    const answers = async (token: string) => {
      const got: Record<string, string> = {};
      for (const request of PRIVATE_CALLS(c)) {
        const res = await call(token, request);
        got[`${request.method} ${request.url}`] = `${res.statusCode} ${res.statusCode >= 400 ? res.json().error.code : ''}`.trim();
      }
      return got;
    };
    const hers = await answers(c.member.token);
    expect(hers).toEqual(await answers(c.outsider.token));
    expect(new Set(Object.values(hers))).toEqual(new Set(['404 content.not_found', '404 list.not_found']));
    // nothing was written for her
    const mine = await t.request({ method: 'GET', url: '/v1/myself/saves', token: c.member.token });
    expect(mine.json()).toEqual({ contents: [], lists: [] });
  });

  it('listings and discovery show her what they show a non-member: the open items, not the private ones', async () => {
    const c = await companyAwaitingTerms();
    const shown = await listings(c, c.member.token);
    expect(shown).toEqual(await listings(c, c.outsider.token));
    expect(shown.workspaceContents).toEqual([c.openContent]);
    expect(shown.workspaceLists).toEqual([c.openList]);
    expect(shown.authorLists).toEqual([c.openList]);
    for (const found of [shown.discoveryAll, shown.discoveryText, shown.discoveryVideo]) {
      expect(found).not.toContain(c.privateContent);
      expect(found).not.toContain(c.privateList);
    }
    expect(shown.discoveryText).toContain(c.openList);
    const ofPathway = await ids(c.member.token, `/v1/contents/lists/${c.openList}`);
    expect(ofPathway).toEqual([c.openContent]);
    expect((await call(c.member.token, { method: 'GET', url: `/v1/contents/${c.openContent}` })).statusCode).toBe(200);
  });

  it('the calls that name the company in their input refuse her with the terms’ own error, as company calls do', async () => {
    const c = await companyAwaitingTerms();
    await t.db.update(workspaceMembers).set({ tosAcceptedAt: null }).where(eq(workspaceMembers.userId, c.content_creator.id));
    const calls = [
      { token: c.member.token, method: 'GET', url: `/v1/myself/contents?filter=published&workspaceId=${c.id}` },
      { token: c.member.token, method: 'GET', url: `/v1/myself/lists?filter=favorites&workspaceId=${c.subdomain}` },
      { token: c.member.token, method: 'GET', url: `/v1/myself/lists/owned?workspaceId=${c.id}` },
      { token: c.member.token, method: 'GET', url: `/v1/myself/saves?workspaceId=${c.id}` },
      { token: c.member.token, method: 'GET', url: `/v1/discovery?workspaceId=${c.id}` },
      { token: c.content_creator.token, method: 'POST', url: '/v1/contents', payload: { workspaceId: c.id, type: 'book', title: 'Livro' } },
      { token: c.content_creator.token, method: 'POST', url: '/v1/lists', payload: { workspaceId: c.subdomain, title: 'Nova trilha' } },
    ] as const;
    for (const request of calls) {
      const res = await t.request(request);
      expect([request.url, res.statusCode, res.json().error?.code]).toEqual([request.url, 403, 'workspace.terms_not_accepted']);
    }
  });

  it('the terms screen still finds the company, and accepting opens the private items', async () => {
    const c = await companyAwaitingTerms();
    const data = (await t.request({ method: 'GET', url: '/v1/auth/data', token: c.member.token })).json();
    expect(data.companies.find((w: { id: string }) => w.id === c.id)).toMatchObject({ userTosAcceptedAt: null });
    const current = await t.request({ method: 'GET', url: '/v1/workspaces/current', token: c.member.token, company: c.subdomain });
    expect(current.statusCode).toBe(200);

    expect((await acceptTerms(c)).statusCode).toBe(200);
    for (const request of PRIVATE_CALLS(c)) {
      const res = await call(c.member.token, request);
      expect([request.url, res.statusCode], res.body).toEqual([request.url, 200]);
    }
    const hers = await listings(c, c.member.token);
    expect(hers.workspaceContents).toEqual(expect.arrayContaining([c.openContent, c.privateContent]));
    expect(hers.workspaceLists).toEqual(expect.arrayContaining([c.openList, c.privateList]));
    expect(hers.authorLists).toEqual(expect.arrayContaining([c.openList, c.privateList]));
    expect(hers.discoveryAll).toEqual(expect.arrayContaining([c.privateContent, c.privateList]));
    expect(hers.discoveryText).toContain(c.privateList);
    expect(hers.discoveryVideo).toContain(c.privateContent);
    const saves = (await t.request({ method: 'GET', url: '/v1/myself/saves', token: c.member.token })).json();
    expect(saves.contents.map((item: { id: string }) => item.id)).toEqual([c.privateContent]);
    expect(saves.lists.map((item: { id: string }) => item.id)).toEqual([c.privateList]);
    const filtered = await t.request({
      method: 'GET',
      url: `/v1/myself/contents?filter=published&workspaceId=${c.id}`,
      token: c.member.token,
    });
    expect(filtered.statusCode).toBe(200);
  });

  it('the e-mail summary tells her of the company’s new contents only once she accepted the terms', async () => {
    const since = new Date(t.clock.now().getTime() - 60_000);
    const c = await companyAwaitingTerms();
    const [section] = contentsSummarySections;
    const collect = () => section?.collect(t.db, { userId: c.member.id, email: c.member.email, language: 'pt-BR' }, since, t.clock.now());
    expect(await collect()).toBeNull();
    expect((await acceptTerms(c)).statusCode).toBe(200);
    expect(await collect()).toEqual({ title: 'Novos conteúdos nos seus workspaces', lines: ['Escola Teste: 2 novos conteúdos'] });
  });
});
