import { defineEndpoint } from '@trilha/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiEvents } from './api-events.ts';
import { api, companyFromPath, setApiLanguage } from './client.ts';
import { apiFile, apiFileAt } from './files.ts';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/v1/things/:id',
  summary: 'test',
  tag: 'test',
  access: 'session',
  scope: 'user',
  params: z.object({ id: z.string() }),
  responses: { 200: z.object({ ok: z.boolean() }) },
});

const exportThings = defineEndpoint({
  method: 'GET',
  path: '/v1/-/things.csv',
  summary: 'test',
  tag: 'test',
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'recruitment.positions.view',
  query: z.object({ from: z.string().optional(), to: z.string().optional() }),
  responses: { 200: z.string() },
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('api client', () => {
  const events: string[] = [];
  const stops: (() => void)[] = [];
  beforeEach(() => {
    localStorage.setItem('trilha.token', 'tok');
    events.length = 0;
    stops.push(
      apiEvents.on('logout', () => events.push('logout')),
      apiEvents.on('forbidden', () => events.push('forbidden')),
    );
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the bearer token and fills path parameters', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api(getThing, { params: { id: 'a b' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/things/a%20b');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('logs out on invalid_token and on 426', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { code: 'invalid_token', message: 'x' } }));
    await expect(api(getThing, { params: { id: '1' } })).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    vi.stubGlobal('fetch', answer(426, { error: { code: 'client_outdated', message: 'x' } }));
    await expect(api(getThing, { params: { id: '1' } })).rejects.toBeTruthy();
    expect(events).toEqual(['logout', 'logout']);
  });

  it('ignores a rejected token that is no longer the session (an answer arriving after sign-out)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        localStorage.removeItem('trilha.token');
        return new Response(JSON.stringify({ error: { code: 'invalid_token', message: 'x' } }), { status: 401 });
      }),
    );
    await expect(api(getThing, { params: { id: '1' } })).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([]);
  });

  it('keeps the session on wrong credentials and opens the forbidden modal on a permission denial', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { code: 'auth.wrong_password', message: 'Opa! senha incorreta' } }));
    await expect(api(getThing, { params: { id: '1' } })).rejects.toMatchObject({ message: 'Opa! senha incorreta' });
    vi.stubGlobal('fetch', answer(403, { error: { code: 'permission.denied', message: 'no' } }));
    await expect(api(getThing, { params: { id: '1' } })).rejects.toMatchObject({ code: 'permission.denied' });
    expect(events).toEqual(['forbidden']);
  });

  it('keeps the session when the server refuses a crafted URL or body with 400', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 'bad_request', message: 'Requisição inválida.' } }));
    await expect(api(getThing, { params: { id: '%zz' } })).rejects.toMatchObject({ status: 400, code: 'bad_request' });
    expect(events).toEqual([]);
    expect(localStorage.getItem('trilha.token')).toBe('tok');
  });

  it('reads a file answer with the same headers as any call, and the name the server gives', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('mês;candidaturas\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="acme.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setApiLanguage('es');
    const file = await apiFile(exportThings, { query: { from: '2026-01-01', to: '' }, company: 'acme', accept: 'text/csv' });
    setApiLanguage('pt-BR');
    expect(file.name).toBe('acme.csv');
    expect(await file.blob.text()).toBe('mês;candidaturas\n');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/-/things.csv?from=2026-01-01');
    expect(init.headers).toMatchObject({ accept: 'text/csv', 'accept-language': 'es', authorization: 'Bearer tok', 'x-company': 'acme' });
  });

  it('fails a file answer like any call: the error envelope, the session end, the forbidden modal', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { code: 'invalid_token', message: 'x' } }));
    await expect(apiFile(exportThings, { company: 'acme' })).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    vi.stubGlobal('fetch', answer(403, { error: { code: 'permission.denied', message: 'no' } }));
    await expect(apiFileAt('/v1/-/applications/a1/files/f1')).rejects.toMatchObject({ status: 403, code: 'permission.denied' });
    expect(events).toEqual(['logout', 'forbidden']);
  });

  it('reads the company from /c/ and /p/ paths', () => {
    expect(companyFromPath('/c/acme/members/list')).toBe('acme');
    expect(companyFromPath('/p/vagas-nordeste')).toBe('vagas-nordeste');
    expect(companyFromPath('/my')).toBeNull();
  });
});
