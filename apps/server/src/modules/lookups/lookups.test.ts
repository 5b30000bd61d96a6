import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories/index.ts';
import { loadConfig } from '../../config.ts';
import { loadCities, loadStates } from './reference-data.ts';

// A local stand-in for the public CEP service (ViaCEP's answers): no network in tests.
let cepService: Server;
let t: TestApp;
let ana: TestUser;
beforeAll(async () => {
  cepService = createServer((request, response) => {
    const cep = /\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (cep === '01001000')
      send(200, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      });
    else if (cep === '99999999') send(200, { erro: 'true' });
    else if (cep === '22222222') setTimeout(() => send(200, { localidade: 'Tarde', uf: 'SP' }), 2000);
    else if (cep === '33333333') send(200, 'not an address');
    else send(500, { message: 'down' });
  });
  await new Promise<void>((resolve) => cepService.listen(0, '127.0.0.1', resolve));
  const { port } = cepService.address() as AddressInfo;
  t = await createTestApp({ config: { cepServiceUrl: `http://127.0.0.1:${port}/ws/`, cepTimeoutMs: 300 } });
  ana = await createUser(t, { name: 'Ana' });
});
afterAll(async () => {
  await t.close();
  cepService.closeAllConnections();
  await new Promise((resolve) => cepService.close(resolve));
});

const get = async (url: string, options: { lang?: string; status?: number } = {}) => {
  const res = await t.request({ method: 'GET', url, token: ana.token, headers: { 'accept-language': options.lang ?? 'pt-BR' } });
  expect(res.statusCode, res.body).toBe(options.status ?? 200);
  return res.json();
};
const names = async (url: string) => ((await get(url)).items as { name: string }[]).map((item) => item.name);

describe('lookups need a session', () => {
  it.each([
    '/v1/languages',
    '/v1/schools?query=usp',
    '/v1/companies?query=vale',
    '/v1/jobtitles?query=analista',
    '/v1/states',
    '/v1/cities?query=sao',
    '/v1/postal-codes/01001000',
  ])('%s answers 401 to an anonymous caller', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });
});

describe('GET /v1/states', () => {
  it('lists the 27 Brazilian units with IBGE codes by default, by name', async () => {
    const { items } = await get('/v1/states');
    expect(items).toHaveLength(27);
    expect(items[0]).toEqual({ code: 'AC', name: 'Acre', id: 12, countryCode: 'br' });
    expect(items).toContainEqual({ code: 'SP', name: 'São Paulo', id: 35, countryCode: 'br' });
    expect(items).toContainEqual({ code: 'DF', name: 'Distrito Federal', id: 53, countryCode: 'br' });
  });

  it('lists the 50 US states and DC', async () => {
    const { items } = await get('/v1/states?country_code=US');
    expect(items).toHaveLength(51);
    expect(items).toContainEqual({ code: 'CA', name: 'California', id: 6, countryCode: 'us' });
  });

  it('refuses another country with a pt-BR message', async () => {
    const body = await get('/v1/states?country_code=ar', { status: 400 });
    expect(body.error.fields.country_code).toBe('País não disponível: use br ou us');
  });
});

describe('GET /v1/cities', () => {
  it('holds all 5,570 Brazilian municipalities, each with its IBGE code in its state', async () => {
    const { br } = await loadCities();
    expect(br).toHaveLength(5570);
    expect(new Set(br.map((city) => city.id)).size).toBe(5570);
    const { br: states } = await loadStates();
    const stateOf = new Map(states.map((state) => [state.code, state.id]));
    for (const city of br) expect(Math.floor((city.id ?? 0) / 100_000), city.name).toBe(stateOf.get(city.state));
    expect(br.filter((city) => city.state === 'SP')).toHaveLength(645);
    expect(br.filter((city) => city.state === 'DF')).toEqual([expect.objectContaining({ id: 5300108, name: 'Brasília' })]);
    // every state answers its own municipalities only
    const { items } = await get('/v1/cities?state=AC&limit=50');
    expect(items).toHaveLength(22);
    expect(items.every((item: { state: string }) => item.state === 'AC')).toBe(true);
  });

  it("finds 'São Paulo' from 'sao paulo', accents and case ignored, the exact name first", async () => {
    const { items } = await get('/v1/cities?query=sao%20paulo');
    expect(items[0]).toEqual({ id: 3550308, name: 'São Paulo', state: 'SP', countryCode: 'br' });
    expect((await names('/v1/cities?query=SÃO PAULO'))[0]).toBe('São Paulo');
    expect((await names('/v1/cities?query=goiania'))[0]).toBe('Goiânia');
    expect((await names('/v1/cities?query=Florianopolis'))[0]).toBe('Florianópolis');
  });

  it('tolerates a typo', async () => {
    expect(await names('/v1/cities?query=florianopolys')).toContain('Florianópolis');
    expect(await names('/v1/cities?query=curitbia')).toContain('Curitiba');
  });

  it('puts prefix matches before names that only contain the text', async () => {
    const found = await names('/v1/cities?query=santos&limit=50');
    expect(found[0]).toBe('Santos');
    const firstContaining = found.findIndex((name) => !name.toLowerCase().startsWith('santos'));
    expect(found.slice(firstContaining).every((name) => !name.toLowerCase().startsWith('santos'))).toBe(true);
  });

  it('filters by state, as UF or IBGE code, and appends the state when asked', async () => {
    expect((await names('/v1/cities?query=campinas&state=sp&appendState=true'))[0]).toBe('Campinas - SP');
    expect((await names('/v1/cities?query=campinas&state=35'))[0]).toBe('Campinas');
    expect(await names('/v1/cities?query=campinas&state=RJ')).not.toContain('Campinas');
    expect(await names('/v1/cities?query=campinas&state=XX')).toEqual([]);
    expect(await names('/v1/cities?query=campinas&appendState=false')).toContain('Campinas');
  });

  it('answers 20 by default, at most 50', async () => {
    expect((await get('/v1/cities?query=sa')).items).toHaveLength(20);
    expect((await get('/v1/cities?query=sa&limit=50')).items).toHaveLength(50);
    await get('/v1/cities?query=sa&limit=51', { status: 400 });
    await get('/v1/cities?query=sa&limit=0', { status: 400 });
    await get(`/v1/cities?query=${'a'.repeat(101)}`, { status: 400 });
    await get('/v1/cities?appendState=yes', { status: 400 });
  });

  it('searches major US cities', async () => {
    const { items } = await get('/v1/cities?country_code=us&query=new%20york&appendState=true');
    expect(items[0]).toEqual({ id: null, name: 'New York - NY', state: 'NY', countryCode: 'us' });
    expect(await names('/v1/cities?country_code=us&state=TX&limit=50')).toContain('Houston');
    expect(await names('/v1/cities?country_code=us&state=48&query=austin')).toEqual(['Austin']);
  });
});

describe('GET /v1/languages', () => {
  it('names every ISO 639-1 language in pt-BR by default, sorted in that language', async () => {
    const { items } = await get('/v1/languages');
    expect(items).toHaveLength(183);
    expect(items).toContainEqual({ code: 'pt', name: 'Português' });
    expect(items).toContainEqual({ code: 'en', name: 'Inglês' });
    const sorted = [...items].sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR'));
    expect(items).toEqual(sorted);
  });

  it('names them in en and es when asked', async () => {
    expect((await get('/v1/languages?lang=en')).items).toContainEqual({ code: 'de', name: 'German' });
    expect((await get('/v1/languages?lang=es')).items).toContainEqual({ code: 'de', name: 'Alemán' });
    expect((await get('/v1/languages?lang=es-AR')).items).toContainEqual({ code: 'ja', name: 'Japonés' });
  });
});

describe('schools, companies and job titles', () => {
  it('hold several hundred real entries', async () => {
    expect((await get('/v1/schools?limit=50')).items).toHaveLength(50);
    expect((await get('/v1/companies?limit=50')).items).toHaveLength(50);
    expect((await get('/v1/jobtitles?limit=50')).items).toHaveLength(50);
  });

  it('find schools by acronym or name, accents ignored', async () => {
    expect((await get('/v1/schools?query=usp')).items[0]).toEqual({ name: 'Universidade de São Paulo', acronym: 'USP' });
    expect((await get('/v1/schools?query=unicamp')).items[0]?.acronym).toBe('UNICAMP');
    expect(await names('/v1/schools?query=universidade federal de minas')).toContain('Universidade Federal de Minas Gerais');
    expect(await names('/v1/schools?query=uberlandia')).toContain('Universidade Federal de Uberlândia');
  });

  it('find companies and job titles, prefix first', async () => {
    expect((await names('/v1/companies?query=petro'))[0]).toBe('Petrobras');
    expect((await names('/v1/companies?query=itau'))[0]).toBe('Itaú Unibanco');
    expect((await names('/v1/jobtitles?query=tecnico de enfermagem'))[0]).toBe('Técnico de enfermagem');
    const analysts = await names('/v1/jobtitles?query=analista&limit=5');
    expect(analysts).toHaveLength(5);
    expect(analysts.every((name) => name.startsWith('Analista'))).toBe(true);
    expect(await names('/v1/jobtitles?query=desenvolvdor')).toContain('Desenvolvedor');
  });

  it('take like characters literally and answer nothing for unknown text', async () => {
    expect(await names('/v1/companies?query=%25_%25')).toEqual([]);
    expect(await names('/v1/jobtitles?query=zzzzzzzz')).toEqual([]);
  });
});

describe('GET /v1/postal-codes/:cep', () => {
  it('asks ViaCEP within 3 s unless CEP_SERVICE_URL and CEP_TIMEOUT_MS say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ cepServiceUrl: 'https://viacep.com.br/ws', cepTimeoutMs: 3000 });
    expect(loadConfig({ CEP_SERVICE_URL: 'http://cep.local/ws', CEP_TIMEOUT_MS: '500' })).toMatchObject({
      cepServiceUrl: 'http://cep.local/ws',
      cepTimeoutMs: 500,
    });
  });

  it('answers the address of a known CEP, with or without the hyphen', async () => {
    const expected = {
      cep: '01001-000',
      street: 'Praça da Sé',
      complement: 'lado ímpar',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      cityId: 3550308,
    };
    expect(await get('/v1/postal-codes/01001000')).toEqual(expected);
    expect(await get('/v1/postal-codes/01001-000')).toEqual(expected);
  });

  it('says when the CEP does not exist', async () => {
    const body = await get('/v1/postal-codes/99999999', { status: 404 });
    expect(body.error).toEqual({ code: 'postal_code.not_found', message: 'CEP não encontrado' });
  });

  it('refuses a malformed CEP without asking the service', async () => {
    const body = await get('/v1/postal-codes/1234', { status: 400 });
    expect(body.error.fields.cep).toBe('CEP inválido: informe 8 dígitos');
  });

  it('answers a clear 424, never a 5xx, when the service is slow, broken or unreachable', async () => {
    for (const cep of ['22222222', '11111111', '33333333']) {
      const body = await get(`/v1/postal-codes/${cep}`, { status: 424 });
      expect(body.error.code).toBe('postal_code.unavailable');
      expect(body.error.message).toBe('Não foi possível consultar o CEP agora. Preencha o endereço manualmente ou tente novamente.');
    }
  });

  it('answers 424 when nothing listens at the configured address', async () => {
    const closed = await createTestApp({ config: { cepServiceUrl: 'http://127.0.0.1:9/ws', cepTimeoutMs: 300 } });
    try {
      const user = await createUser(closed, { name: 'Bia' });
      const res = await closed.request({ method: 'GET', url: '/v1/postal-codes/01001000', token: user.token });
      expect(res.statusCode).toBe(424);
      expect(res.json().error.code).toBe('postal_code.unavailable');
    } finally {
      await closed.close();
    }
  });
});

describe('GET /v1/categories', () => {
  it('lists the 20 position categories with icons, named in the asked language, public', async () => {
    const pt = (await t.request({ method: 'GET', url: '/v1/categories' })).json().items as { id: number; name: string; icon: string }[];
    expect(pt).toHaveLength(20);
    expect(pt.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(pt.find((item) => item.id === 20)?.name).toBe('Voluntários COVID-19');
    expect(pt.every((item) => item.icon.length > 0)).toBe(true);
    const en = (await t.request({ method: 'GET', url: '/v1/categories?lang=en' })).json().items;
    expect(en[19].name).toBe('Volunteers COVID-19');
    const es = (await t.request({ method: 'GET', url: '/v1/categories?lang=es' })).json().items;
    expect(es[0].name).toBe('Tecnología');
  });
});

describe('GET /v1/courses (academic courses)', () => {
  it('finds Brazilian higher-education courses by name, accents and case ignored, with the degree in the asked language', async () => {
    const get = async (url: string) =>
      (await t.request({ method: 'GET', url, token: ana.token })).json().items as { name: string; degree: string; degreeName: string }[];
    const nursing = await get('/v1/courses?query=enfermagem');
    expect(nursing[0]).toEqual({ name: 'Enfermagem', degree: 'bachelor', degreeName: 'Bacharelado' });
    expect((await get('/v1/courses?query=analise%20e%20desenvolvimento')).map((item) => item.name)).toContain(
      'Análise e Desenvolvimento de Sistemas',
    );
    expect((await get('/v1/courses?query=pedagogia&lang=en'))[0]).toEqual({
      name: 'Pedagogia',
      degree: 'teaching',
      degreeName: 'Teaching degree',
    });
    expect((await get('/v1/courses?limit=50')).length).toBe(50);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/courses?query=direito' })).statusCode).toBe(401);
  });
});
