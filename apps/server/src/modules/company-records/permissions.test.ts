import { companyRecordsApi, type EndpointDefinition } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ADMINISTRATOR_PEOPLE,
  type AdministratorCompany,
  bookmarkFormFor,
  createAdminCompany,
  dependentDataFor,
} from '../../../test/factories/index.ts';

/**
 * The permission matrix of company-records: the company's admin, a member, support staff while the company allows
 * support and at a company that does not, another company's admin (404) and no session (401).
 */
const ACTORS = ['admin', 'member', 'support', 'supportNotAllowed', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

// support staff only read the admin center; where support is not allowed they are refused outright
const READ = (status: number): Expect => ({
  admin: status,
  member: 403,
  support: status,
  supportNotAllowed: 403,
  otherAdmin: 404,
  anonymous: 401,
});
const WRITE = (status: number): Expect => ({ ...READ(status), support: 403 });

interface Case {
  endpoint: EndpointDefinition;
  /** true when success changes state: each actor then gets a fresh record */
  mutates?: boolean;
  prepare?: (c: AdministratorCompany) => Promise<Record<string, string>>;
  request: (x: Record<string, string>) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expect: Expect;
}

let t: TestApp;
let c: AdministratorCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
});
afterAll(() => t.close());

const asAdmin = (method: 'POST', url: string, payload: object) =>
  t.request({ method, url, payload, token: c.admin.token, company: c.subdomain }).then((res) => res.json().id as string);
const bookmark = async () => ({ id: await asAdmin('POST', '/v1/-/bookmarks', bookmarkFormFor()) });
const dependent = async () => ({ id: await asAdmin('POST', '/v1/-/dependents', { data: dependentDataFor() }) });
let departments = 0;
const departmentName = () => `Departamento ${++departments}`;
const department = async () => ({ id: await asAdmin('POST', '/v1/-/departments', { name: departmentName() }) });
// everyone in the company reads its departments (positions name them), and support staff in the admin center
const READ_ALL = (status: number): Expect => ({ ...READ(status), member: status });

const CASES: Case[] = [
  { endpoint: companyRecordsApi.listBookmarks, request: () => ({ method: 'GET', url: '/v1/-/bookmarks?search=a' }), expect: READ(200) },
  {
    endpoint: companyRecordsApi.getBookmark,
    prepare: bookmark,
    request: (x) => ({ method: 'GET', url: `/v1/-/bookmarks/${x.id}` }),
    expect: READ(200),
  },
  {
    endpoint: companyRecordsApi.createBookmark,
    mutates: true,
    request: () => ({ method: 'POST', url: '/v1/-/bookmarks', payload: bookmarkFormFor() }),
    expect: WRITE(201),
  },
  {
    endpoint: companyRecordsApi.updateBookmark,
    mutates: true,
    prepare: bookmark,
    request: (x) => ({ method: 'PUT', url: `/v1/-/bookmarks/${x.id}`, payload: bookmarkFormFor() }),
    expect: WRITE(200),
  },
  {
    endpoint: companyRecordsApi.removeBookmark,
    mutates: true,
    prepare: bookmark,
    request: (x) => ({ method: 'DELETE', url: `/v1/-/bookmarks/${x.id}` }),
    expect: WRITE(200),
  },
  { endpoint: companyRecordsApi.listDependents, request: () => ({ method: 'GET', url: '/v1/-/dependents' }), expect: READ(200) },
  {
    endpoint: companyRecordsApi.getDependent,
    prepare: dependent,
    request: (x) => ({ method: 'GET', url: `/v1/-/dependents/${x.id}` }),
    expect: READ(200),
  },
  {
    endpoint: companyRecordsApi.createDependent,
    mutates: true,
    request: () => ({ method: 'POST', url: '/v1/-/dependents', payload: { data: dependentDataFor() } }),
    expect: WRITE(201),
  },
  {
    endpoint: companyRecordsApi.updateDependent,
    mutates: true,
    prepare: dependent,
    request: (x) => ({ method: 'PUT', url: `/v1/-/dependents/${x.id}`, payload: { data: dependentDataFor() } }),
    expect: WRITE(200),
  },
  {
    endpoint: companyRecordsApi.removeDependent,
    mutates: true,
    prepare: dependent,
    request: (x) => ({ method: 'DELETE', url: `/v1/-/dependents/${x.id}` }),
    expect: WRITE(200),
  },
  { endpoint: companyRecordsApi.listDepartments, request: () => ({ method: 'GET', url: '/v1/-/departments' }), expect: READ_ALL(200) },
  {
    endpoint: companyRecordsApi.getDepartment,
    prepare: department,
    request: (x) => ({ method: 'GET', url: `/v1/-/departments/${x.id}` }),
    expect: READ_ALL(200),
  },
  {
    endpoint: companyRecordsApi.createDepartment,
    mutates: true,
    request: () => ({ method: 'POST', url: '/v1/-/departments', payload: { name: departmentName() } }),
    expect: WRITE(201),
  },
  {
    endpoint: companyRecordsApi.removeDepartment,
    mutates: true,
    prepare: department,
    request: (x) => ({ method: 'DELETE', url: `/v1/-/departments/${x.id}` }),
    expect: WRITE(200),
  },
  {
    endpoint: companyRecordsApi.setDepartmentMembers,
    mutates: true,
    prepare: department,
    request: (x) => ({ method: 'PUT', url: `/v1/-/departments/${x.id}/members`, payload: { userIds: [c.member.id] } }),
    expect: WRITE(200),
  },
  {
    endpoint: companyRecordsApi.reactivateDepartment,
    mutates: true,
    prepare: department,
    request: (x) => ({ method: 'PUT', url: `/v1/-/departments/${x.id}` }),
    expect: WRITE(200),
  },
];

describe('company-records permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      let shared: Record<string, string> | undefined;
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        if (!shared || testCase.mutates) shared = (await testCase.prepare?.(c)) ?? {};
        const token = {
          admin: c.admin.token,
          member: c.member.token,
          support: c.support.token,
          supportNotAllowed: c.support.token,
          otherAdmin: c.otherAdmin.token,
          anonymous: undefined,
        }[actor];
        const company = actor === 'supportNotAllowed' ? c.otherSubdomain : c.subdomain;
        const res = await t.request({ ...testCase.request(shared), token, company });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the company-records contract, each requesting its own endpoint', () => {
    const endpoints = (Object.values(companyRecordsApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
    expect(CASES.length).toBe(endpoints.length);
    for (const testCase of CASES) {
      const { method, url } = testCase.request({ id: 'i' });
      expect(method).toBe(testCase.endpoint.method);
      expect(url).toMatch(new RegExp(`^${testCase.endpoint.path.replace(/:\w+/g, '[^/?]+')}(\\?|$)`));
    }
  });
});
