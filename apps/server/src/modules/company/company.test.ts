import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AdminCompany, createAdminCompany, updateWorkspace, validDetails, validDetailsUs } from '../../../test/factories/index.ts';

let t: TestApp;
let c: AdminCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createAdminCompany(t);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, options: { company?: string; token?: string } = {}) =>
  t.request({ method, url, payload: payload as Json, token: options.token ?? c.admin.token, company: options.company ?? c.subdomain });
const getCompany = async (company = c.subdomain) => (await call('GET', '/v1/-/company', undefined, { company })).json();

describe('company data (Brazil)', () => {
  it('starts without billing data, so without promotion tools', async () => {
    expect(await getCompany()).toEqual({
      id: c.id,
      name: 'Empresa Teste',
      subdomain: c.subdomain,
      region: 'BRA',
      regionName: 'Brasil',
      status: 'regular',
      paymentExemption: false,
      allowSupport: true,
      linkedinId: null,
      hasBillingData: false,
      promotionTools: false,
    });
    expect((await call('GET', '/v1/-/company?lang=en')).json().regionName).toBe('Brazil');
    expect((await call('GET', '/v1/-/company/details')).json()).toEqual({ details: null });
  });

  it('saves the form without punctuation and reads it back', async () => {
    const res = await call('PUT', '/v1/-/company/details', validDetails());
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      ...validDetails(),
      taxId: '11222333000181',
      employerId: null,
      stateRegistration: null,
      phone: '11987654321',
      address: { ...validDetails().address, postalCode: '01310100', complement: null },
    };
    expect(res.json()).toEqual({ details: saved });
    expect((await call('GET', '/v1/-/company/details')).json()).toEqual({ details: saved });
    expect(await getCompany()).toMatchObject({ hasBillingData: true, promotionTools: true });
  });

  it('gives promotion tools only to regular companies with billing data that pay', async () => {
    await updateWorkspace(t, c.id, { status: 'test' });
    expect(await getCompany()).toMatchObject({ status: 'test', hasBillingData: true, promotionTools: false });
    await updateWorkspace(t, c.id, { status: 'regular', paymentExemption: true });
    expect(await getCompany()).toMatchObject({ paymentExemption: true, promotionTools: false });
    await updateWorkspace(t, c.id, { paymentExemption: false });
    expect(await getCompany()).toMatchObject({ promotionTools: true });
  });

  it('refuses each wrong field with its message and changes nothing', async () => {
    const before = (await call('GET', '/v1/-/company/details')).json();
    const wrong = {
      ...validDetails(),
      legalName: '   ',
      taxId: '11.222.333/0001-18',
      email: 'financeiro@',
      phone: '(20) 98765-4321',
      address: { ...validDetails().address, postalCode: '0131', state: 'XX', city: '' },
    };
    const res = await call('PUT', '/v1/-/company/details', wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'validation.failed',
      message: 'Algum campo obrigatório não foi preenchido',
      fields: {
        legalName: 'Este campo é obrigatório',
        taxId: 'CNPJ inválido: confira os números e os dígitos verificadores',
        email: 'E-mail inválido',
        phone: 'DDD inválido',
        'address.postalCode': 'CEP inválido: informe 8 dígitos',
        'address.state': 'Valor inválido',
        'address.city': 'Este campo é obrigatório',
      },
    });
    const phone = await call('PUT', '/v1/-/company/details', { ...validDetails(), phone: '11 1234-56', taxId: '' });
    expect(phone.json().error.fields).toEqual({ phone: 'Telefone inválido', taxId: 'Este campo é obrigatório' });
    expect((await call('GET', '/v1/-/company/details')).json()).toEqual(before);
  });

  it('takes one LinkedIn company id, digits only, and clears it when empty', async () => {
    const set = await call('PUT', '/v1/-/company', { linkedinId: ' 1337 ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ linkedinId: '1337', hasBillingData: true });
    for (const linkedinId of ['1337, 42', '1337 42', 'https://www.linkedin.com/company/1337']) {
      const res = await call('PUT', '/v1/-/company', { linkedinId });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ linkedinId: 'Informe um único ID de empresa do LinkedIn, somente números' });
    }
    expect((await getCompany()).linkedinId).toBe('1337');
    expect((await call('PUT', '/v1/-/company', { linkedinId: '42' })).json().linkedinId).toBe('42');
    expect((await call('PUT', '/v1/-/company', { linkedinId: '' })).json().linkedinId).toBeNull();
    expect((await call('PUT', '/v1/-/company', {})).json().error.fields).toEqual({ linkedinId: 'Este campo é obrigatório' });
    // the LinkedIn id is its own change: the company data stays
    expect((await call('GET', '/v1/-/company/details')).json().details.taxId).toBe('11222333000181');
  });
});

describe('company data (USA)', () => {
  it('uses the US form for billing data, with EIN and ZIP code', async () => {
    const us = await createAdminCompany(t, { region: 'USA' });
    const options = { company: us.subdomain, token: us.admin.token };
    expect((await call('GET', '/v1/-/company', undefined, options)).json()).toMatchObject({ region: 'USA', regionName: 'Estados Unidos' });
    const wrong = { ...validDetailsUs(), employerId: '12-345', phone: '(415) 555', address: { ...validDetailsUs().address, zip: 'abc' } };
    const refused = await call('PUT', '/v1/-/company/details_us', wrong, options);
    expect(refused.json().error.fields).toEqual({
      employerId: 'EIN inválido: informe 9 dígitos (12-3456789)',
      phone: 'Telefone inválido',
      'address.zip': 'ZIP code inválido: informe 5 dígitos (ou 5 + 4)',
    });
    expect((await call('GET', '/v1/-/company/details_us', undefined, options)).json()).toEqual({ details: null });
    const saved = await call('PUT', '/v1/-/company/details_us', validDetailsUs(), options);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toMatchObject({ employerId: '123456789', phone: '4155552671', address: { zip: '94103' } });
    expect((await call('GET', '/v1/-/company/details_us', undefined, options)).json()).toEqual(saved.json());
    expect((await call('GET', '/v1/-/company', undefined, options)).json()).toMatchObject({ hasBillingData: true, promotionTools: true });
  });
});

describe('only companies', () => {
  it('refuses the company data of a portal', async () => {
    const portal = await createAdminCompany(t);
    await updateWorkspace(t, portal.id, { type: 'aggregator' });
    const res = await call('GET', '/v1/-/company', undefined, { company: portal.subdomain, token: portal.admin.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission.denied');
  });
});
