import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ADMINISTRATOR_PEOPLE,
  type AdministratorCompany,
  bookmarkFormFor,
  createAdminCompany,
  dependentDataFor,
  positionFormFor,
} from '../../../test/factories/index.ts';

let t: TestApp;
let c: AdministratorCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, company = c) =>
  t.request({ method, url, payload: payload as object, token: company.admin.token, company: company.subdomain });

describe('bookmarks (external organizations)', () => {
  it('creates, reads, edits, lists by name with a search and deletes', async () => {
    const created = await call('POST', '/v1/-/bookmarks', { ...bookmarkFormFor('Zeta Consultoria'), legalName: '', observations: '' });
    expect(created.statusCode).toBe(201);
    const bookmark = created.json();
    expect(bookmark).toMatchObject({
      name: 'Zeta Consultoria',
      legalName: null,
      taxId: '11222333000181',
      phone: '(11) 98765-4321',
      email: 'contato@exemplo.com',
      observations: null,
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    await call('POST', '/v1/-/bookmarks', bookmarkFormFor('alfa Universidade'));
    await call('POST', '/v1/-/bookmarks', bookmarkFormFor('Beta Recrutamento'));
    const all = (await call('GET', '/v1/-/bookmarks')).json();
    expect(all.items.map((item: { name: string }) => item.name)).toEqual(['alfa Universidade', 'Beta Recrutamento', 'Zeta Consultoria']);
    expect(all.total).toBe(3);
    const found = (await call('GET', '/v1/-/bookmarks?search=CONSUL')).json();
    expect(found.items.map((item: { name: string }) => item.name)).toEqual(['Zeta Consultoria']);
    expect(found.total).toBe(1);
    // a LIKE wildcard is plain text
    expect((await call('GET', '/v1/-/bookmarks?search=%25')).json().total).toBe(0);
    const page2 = (await call('GET', '/v1/-/bookmarks?limit=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.items).toHaveLength(1);

    t.clock.advance(60_000);
    const edited = await call('PUT', `/v1/-/bookmarks/${bookmark.id}`, { ...bookmarkFormFor('Zeta Consultoria RH'), taxId: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Zeta Consultoria RH', taxId: null, updatedAt: '2026-03-10T12:01:00.000Z' });
    expect((await call('GET', `/v1/-/bookmarks/${bookmark.id}`)).json().name).toBe('Zeta Consultoria RH');
    expect((await call('DELETE', `/v1/-/bookmarks/${bookmark.id}`)).json()).toEqual({ removed: true });
    const gone = await call('GET', `/v1/-/bookmarks/${bookmark.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Organização externa não encontrada');
    expect((await call('DELETE', `/v1/-/bookmarks/${bookmark.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/v1/-/bookmarks/nao-e-id')).statusCode).toBe(404);
  });

  it('refuses a name already in use in the company, whatever the case, and nothing changes', async () => {
    const first = (await call('POST', '/v1/-/bookmarks', bookmarkFormFor('Instituto Duplicado'))).json();
    const again = await call('POST', '/v1/-/bookmarks', bookmarkFormFor('  INSTITUTO duplicado '));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'bookmark.exists',
      message: 'Já existe uma organização externa com este nome',
      fields: { name: 'Já existe uma organização externa com este nome' },
    });
    const other = (await call('POST', '/v1/-/bookmarks', bookmarkFormFor('Instituto Outro'))).json();
    const renamed = await call('PUT', `/v1/-/bookmarks/${other.id}`, bookmarkFormFor('instituto DUPLICADO'));
    expect(renamed.statusCode).toBe(409);
    expect((await call('GET', `/v1/-/bookmarks/${other.id}`)).json().name).toBe('Instituto Outro');
    // keeping its own name is no duplicate; another company may use the name
    expect((await call('PUT', `/v1/-/bookmarks/${first.id}`, bookmarkFormFor('INSTITUTO DUPLICADO'))).statusCode).toBe(200);
    const elsewhere = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    expect((await call('POST', '/v1/-/bookmarks', bookmarkFormFor('Instituto Duplicado'), elsewhere)).statusCode).toBe(201);
  });

  it('checks the CNPJ, the phone, the e-mail and the name with pt-BR messages', async () => {
    const bad = await call('POST', '/v1/-/bookmarks', {
      ...bookmarkFormFor(''),
      taxId: '11.222.333/0001-82',
      phone: '(20) 98765-4321',
      email: 'não é e-mail',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      name: 'Este campo é obrigatório',
      taxId: 'CNPJ inválido',
      phone: 'DDD inválido',
      email: 'E-mail inválido',
    });
    const phone = await call('POST', '/v1/-/bookmarks', { ...bookmarkFormFor(), phone: '(11) 1234', taxId: '00.000.000/0000-00' });
    expect(phone.json().error.fields).toEqual({ phone: 'Telefone inválido', taxId: 'CNPJ inválido' });
    const before = (await call('GET', '/v1/-/bookmarks?search=Organização')).json().total;
    expect(before).toBe(0);
  });
});

describe('dependents', () => {
  it('adds, reads, lists last added first, edits and deletes a dependent of a member', async () => {
    const created = await call('POST', '/v1/-/dependents', {
      data: { ...dependentDataFor(c.member.id, 'Lucas Prado'), taxId: '529.982.247-25', observations: 'Plano de saúde' },
    });
    expect(created.statusCode).toBe(201);
    const dependent = created.json();
    expect(dependent).toMatchObject({
      data: { name: 'Lucas Prado', relationship: 'child', birthDate: '2015-04-12', taxId: '52998224725', holderUserId: c.member.id },
      holder: { id: c.member.id, name: 'Marta Pessoa' },
    });
    t.clock.advance(1000);
    await call('POST', '/v1/-/dependents', { data: dependentDataFor(null, 'Ana Prado') });
    const list = (await call('GET', '/v1/-/dependents')).json();
    expect(list.items.map((item: { data: { name: string } }) => item.data.name)).toEqual(['Ana Prado', 'Lucas Prado']);
    expect(list.total).toBe(2);
    const edited = await call('PUT', `/v1/-/dependents/${dependent.id}`, {
      data: { ...dependentDataFor(null, 'Lucas Prado Lima'), relationship: 'stepchild' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ data: { name: 'Lucas Prado Lima', relationship: 'stepchild', taxId: null }, holder: null });
    expect((await call('DELETE', `/v1/-/dependents/${dependent.id}`)).json()).toEqual({ removed: true });
    const gone = await call('GET', `/v1/-/dependents/${dependent.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Dependente não encontrado');
  });

  it("refuses a dependent already registered: the same CPF, or else the same name and birth date ('dependent exists')", async () => {
    const company = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const add = (data: object) => call('POST', '/v1/-/dependents', { data: { ...dependentDataFor(), ...data } }, company);
    expect((await add({ name: 'Maria Souza', taxId: '111.444.777-35' })).statusCode).toBe(201);
    const sameCpf = await add({ name: 'Outro Nome', taxId: '11144477735' });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json().error).toMatchObject({ code: 'dependent.exists', message: 'Este dependente já está cadastrado' });
    expect((await add({ name: 'João Souza' })).statusCode).toBe(201);
    expect((await add({ name: 'JOÃO SOUZA' })).json().error.code).toBe('dependent.exists');
    // the same name born another day is another person
    const twin = await add({ name: 'João Souza', birthDate: '2016-01-01' });
    expect(twin.statusCode).toBe(201);
    const renamed = await call('PUT', `/v1/-/dependents/${twin.json().id}`, { data: dependentDataFor(null, 'joão souza') }, company);
    expect(renamed.statusCode).toBe(409);
    expect((await call('GET', '/v1/-/dependents', undefined, company)).json().total).toBe(3);
  });

  it('refuses a future birth date, a bad CPF and a holder who is not a member of the company', async () => {
    const future = await call('POST', '/v1/-/dependents', { data: { ...dependentDataFor(), birthDate: '2026-03-11' } });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields).toEqual({ 'data.birthDate': 'A data não pode estar no futuro' });
    expect((await call('POST', '/v1/-/dependents', { data: { ...dependentDataFor(), birthDate: '2026-03-10' } })).statusCode).toBe(201);
    const cpf = await call('POST', '/v1/-/dependents', { data: { ...dependentDataFor(), taxId: '529.982.247-24', relationship: 'pet' } });
    expect(cpf.json().error.fields).toEqual({ 'data.taxId': 'CPF inválido', 'data.relationship': 'Valor inválido' });
    const outsider = await call('POST', '/v1/-/dependents', { data: dependentDataFor(c.otherAdmin.id) });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().error.fields).toEqual({ 'data.holderUserId': 'Escolha um membro da empresa' });
  });
});

describe('departments in the admin center', () => {
  it('support staff read them while the company allows support, not its positions; a member reads them too', async () => {
    const created = await call('POST', '/v1/-/departments', { name: `Suporte ${Date.now()}` });
    expect(created.statusCode, created.body).toBe(201);
    const as = (token: string, url: string, subdomain = c.subdomain) => t.request({ method: 'GET', url, token, company: subdomain });
    const list = await as(c.support.token, '/v1/-/departments');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(created.json().id);
    expect((await as(c.support.token, `/v1/-/departments/${created.json().id}`)).statusCode).toBe(200);
    expect((await as(c.member.token, '/v1/-/departments')).statusCode).toBe(200);
    // the linked positions are the recruitment module's
    expect((await as(c.support.token, `/v1/-/positions?department=${created.json().id}`)).statusCode).toBe(403);
    // where support is not allowed, its own message
    const closed = await as(c.support.token, '/v1/-/departments', c.otherSubdomain);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe('Usuário de suporte atualmente indisponível.');
    // writing stays with the admins
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/v1/-/departments',
          payload: { name: 'Departamento do suporte' },
          token: c.support.token,
          company: c.subdomain,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('linked positions of a department', () => {
  it('lists the positions of one department with listCompanyPositions?department', async () => {
    const department = (await call('POST', '/v1/-/departments', { name: 'Jurídico' })).json();
    const other = (await call('POST', '/v1/-/departments', { name: 'Financeiro' })).json();
    const create = (departmentId: string) => call('POST', '/v1/-/positions', positionFormFor({ departmentId })).then((res) => res.json());
    const mine = await create(department.id);
    await create(other.id);
    const drafts = (await call('GET', `/v1/-/positions?status=draft&department=${department.id}`)).json();
    expect(drafts.items.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect(drafts.total).toBe(1);
    expect((await call('GET', `/v1/-/positions?status=active&department=${department.id}`)).json().total).toBe(0);
  });
});
