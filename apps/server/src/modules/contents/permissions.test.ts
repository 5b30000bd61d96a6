import { contentsApi, type EndpointDefinition } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLearningCompany, type LearningCompany } from '../../../test/factories/index.ts';

/**
 * The permission matrix of every contents, pathways and discovery route: each workspace role, a user of no
 * workspace, another company's administrator and no session. Private items do not exist for other tenants (404).
 */
const ACTORS = ['owner', 'administrator', 'content_creator', 'member', 'outsider', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;
const everyone = (status: number): Expect => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expect;
const SESSION = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });
const MEMBERS = (status: number): Expect => ({ ...SESSION(status), outsider: 404, otherAdmin: 404 });
/** who may change a creator's private item: its author and the managers */
const MANAGERS = (status: number): Expect => ({ ...MEMBERS(status), member: 403 });

interface Case {
  endpoint: EndpointDefinition;
  mutates?: boolean;
  request: (c: LearningCompany) => { method: string; url: string; payload?: object };
  expect: Expect;
}

const CASES: Case[] = [
  { endpoint: contentsApi.listContentTypes, request: () => ({ method: 'GET', url: '/v1/contents/types' }), expect: SESSION(200) },
  {
    endpoint: contentsApi.createContent,
    request: (c) => ({ method: 'POST', url: '/v1/contents', payload: { workspaceId: c.id, type: 'book', title: 'Livro' } }),
    expect: MANAGERS(201),
  },
  {
    endpoint: contentsApi.updateContent,
    request: (c) => ({
      method: 'POST',
      url: `/v1/contents/${c.privateContent}`,
      payload: { type: 'video', title: 'Vídeo interno', private: true },
    }),
    expect: MANAGERS(200),
  },
  { endpoint: contentsApi.getContent, request: (c) => ({ method: 'GET', url: `/v1/contents/${c.privateContent}` }), expect: MEMBERS(200) },
  {
    endpoint: contentsApi.deleteContent,
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/contents/${c.privateContent}` }),
    expect: MANAGERS(200),
  },
  {
    endpoint: contentsApi.listMyContents,
    request: () => ({ method: 'GET', url: '/v1/myself/contents?filter=favorites' }),
    expect: SESSION(200),
  },
  {
    endpoint: contentsApi.listUserContents,
    request: (c) => ({ method: 'GET', url: `/v1/contents/user/${c.content_creator.id}` }),
    expect: SESSION(200),
  },
  {
    endpoint: contentsApi.listListContents,
    request: (c) => ({ method: 'GET', url: `/v1/contents/lists/${c.privateList}` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.listWorkspaceContents,
    request: (c) => ({ method: 'GET', url: `/v1/contents/workspace/${c.id}` }),
    expect: everyone(200),
  },
  {
    endpoint: contentsApi.listWorkspaceSkills,
    request: (c) => ({ method: 'GET', url: `/v1/contents/workspace/${c.subdomain}/skills` }),
    expect: everyone(200),
  },
  {
    endpoint: contentsApi.accessContent,
    request: (c) => ({ method: 'POST', url: '/v1/myself/contents/access', payload: { contentId: c.privateContent } }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.toggleContentInProgress,
    request: (c) => ({ method: 'POST', url: `/v1/contents/${c.privateContent}/toogle-in-progress` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.toggleContentConclusion,
    request: (c) => ({ method: 'POST', url: `/v1/myself/contents/${c.privateContent}/toogle-conclusion` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.setContentInteraction,
    request: (c) => ({ method: 'POST', url: `/v1/contents/${c.privateContent}/interaction`, payload: { interaction: 'drop_out' } }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.associateContent,
    request: (c) => ({ method: 'POST', url: `/v1/contents/${c.privateContent}/lists`, payload: { lists: [c.privateList] } }),
    expect: MANAGERS(200),
  },
  {
    endpoint: contentsApi.removeContentFromList,
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/lists/${c.privateList}/contents/${c.privateContent}` }),
    expect: MANAGERS(200),
  },
  // the link preview refuses what is not http(s) before fetching anything
  {
    endpoint: contentsApi.extractMeta,
    request: () => ({ method: 'GET', url: '/v1/extract-meta?url=ftp%3A%2F%2Fexample.com' }),
    expect: SESSION(422),
  },
  {
    endpoint: contentsApi.toggleSavedContent,
    request: (c) => ({ method: 'POST', url: `/v1/myself/saved-contents/${c.privateContent}` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.countContentHit,
    request: (c) => ({ method: 'PATCH', url: `/v1/contents/${c.privateContent}/hits` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.createList,
    request: (c) => ({ method: 'POST', url: '/v1/lists', payload: { workspaceId: c.subdomain, title: 'Nova trilha' } }),
    expect: MANAGERS(201),
  },
  {
    endpoint: contentsApi.updateList,
    request: (c) => ({
      method: 'POST',
      url: `/v1/lists/${c.privateList}`,
      payload: { title: 'Trilha interna', private: true, contents: [c.privateContent] },
    }),
    expect: MANAGERS(200),
  },
  { endpoint: contentsApi.getList, request: (c) => ({ method: 'GET', url: `/v1/lists/${c.privateList}` }), expect: MEMBERS(200) },
  {
    endpoint: contentsApi.deleteList,
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/lists/${c.privateList}` }),
    expect: MANAGERS(200),
  },
  {
    endpoint: contentsApi.listMyLists,
    request: () => ({ method: 'GET', url: '/v1/myself/lists?filter=in-progress' }),
    expect: SESSION(200),
  },
  { endpoint: contentsApi.listOwnedLists, request: () => ({ method: 'GET', url: '/v1/myself/lists/owned' }), expect: SESSION(200) },
  { endpoint: contentsApi.listSaves, request: () => ({ method: 'GET', url: '/v1/myself/saves' }), expect: SESSION(200) },
  {
    endpoint: contentsApi.listUserLists,
    request: (c) => ({ method: 'GET', url: `/v1/lists/user/${c.content_creator.id}` }),
    expect: SESSION(200),
  },
  {
    endpoint: contentsApi.listWorkspaceLists,
    request: (c) => ({ method: 'GET', url: `/v1/lists/workspace/${c.id}` }),
    expect: everyone(200),
  },
  {
    endpoint: contentsApi.toggleListFavorite,
    request: (c) => ({ method: 'POST', url: `/v1/myself/lists/${c.privateList}/toggle-favoritism` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.setListInteraction,
    request: (c) => ({ method: 'POST', url: `/v1/lists/${c.privateList}/interaction`, payload: { interaction: 'in_progress' } }),
    expect: MEMBERS(200),
  },
  {
    endpoint: contentsApi.countListHit,
    request: (c) => ({ method: 'PATCH', url: `/v1/lists/${c.privateList}/hits` }),
    expect: MEMBERS(200),
  },
  { endpoint: contentsApi.discover, request: () => ({ method: 'GET', url: '/v1/discovery?query=trilha' }), expect: SESSION(200) },
];

let t: TestApp;
let shared: LearningCompany;
beforeAll(async () => {
  t = await createTestApp();
  shared = await createLearningCompany(t);
});
afterAll(() => t.close());

describe('contents permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const company = testCase.mutates ? await createLearningCompany(t) : shared;
        const token = actor === 'anonymous' ? undefined : company[actor].token;
        const res = await t.request({ ...(testCase.request(company) as { method: 'GET'; url: string }), token });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the contents contract', () => {
    const endpoints = (Object.values(contentsApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
  });
});
