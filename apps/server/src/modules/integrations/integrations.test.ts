import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ADMINISTRATOR_PEOPLE,
  type AdministratorCompany as Company,
  createAdminCompany,
  sandboxToken,
} from '../../../test/factories/index.ts';
import { companyIntegrations, users } from '../../db/schema/index.ts';
import { integrationProviders } from './providers.ts';
import { decryptSecret, encryptSecret, secretsKeyOf } from './secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every answer of the test, to check that none ever carries a whole token. */
const bodies: string[] = [];
const call = async (c: Company, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = c.admin.token) => {
  const res = await t.request({ method, url, payload, token, company: c.subdomain });
  bodies.push(res.body);
  return res;
};
const install = (c: Company, body: { name: string; token: string }, kind = 'admitta') =>
  call(c, 'POST', `/v1/-/automations/install/${kind}`, body);
const list = async (c: Company) => (await call(c, 'GET', '/v1/-/integrations')).json();
const rowsOf = (c: Company) => t.db.select().from(companyIntegrations).where(eq(companyIntegrations.workspaceId, c.id));

describe('installing integrations', () => {
  it('installs with a sandbox token, keeps it encrypted and shows only its last four characters', async () => {
    const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const token = sandboxToken();
    const res = await install(c, { name: ' Admissão Principal ', token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'admitta',
      name: 'Admissão Principal',
      native: false,
      status: 'connected',
      maskedToken: `••••${token.slice(-4)}`,
      email: null,
      installedAt: '2026-03-10T12:00:00.000Z',
    });
    const [row] = (await rowsOf(c)).filter((r) => r.kind === 'admitta');
    expect(row?.tokenCiphertext).not.toContain(token);
    expect(row?.tokenHash).not.toContain(token);
    expect(decryptSecret(secretsKeyOf(t.deps.config), row?.tokenCiphertext ?? '')).toBe(token);

    const overview = await list(c);
    expect(overview.total).toBe(2);
    expect(overview.items.map((i: { kind: string; native: boolean }) => [i.kind, i.native])).toEqual(
      expect.arrayContaining([
        ['trilhafeed', true],
        ['admitta', false],
      ]),
    );
    expect(overview.kinds).toContainEqual({ kind: 'admitta', category: 'admission', install: 'token', deprecated: false, installed: 1 });
    expect(overview.kinds).toContainEqual({
      kind: 'hiringnotification',
      category: 'notification',
      install: 'email',
      deprecated: true,
      installed: 0,
    });
    const one = await call(c, 'GET', `/v1/-/companyautomations/${res.json().id}`);
    expect(one.json()).toEqual(res.json());
    // the same token and name may be installed by another company
    const other = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    expect((await install(other, { name: 'Admissão Principal', token })).statusCode).toBe(201);
  });

  it('refuses a token of the wrong shape, one the provider refuses and an unreachable provider, changing nothing', async () => {
    const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const spy = vi.spyOn(integrationProviders.admitta, 'validateToken');
    const wrongShape = await install(c, { name: 'Errado', token: 'abc' });
    expect(wrongShape.statusCode).toBe(422);
    expect(wrongShape.json().error).toEqual({
      code: 'integration.token_invalid',
      message: 'Token inválido',
      fields: { token: 'Token inválido' },
    });
    // another provider's prefix is the wrong shape too, and the shape is checked before any call
    expect((await install(c, { name: 'Errado', token: sandboxToken('pz_') })).json().error.code).toBe('integration.token_invalid');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();

    const revoked = await install(c, { name: 'Revogado', token: 'adm_revoked-0000000000000001' });
    expect(revoked.statusCode).toBe(422);
    expect(revoked.json().error).toMatchObject({
      code: 'integration.token_unauthorized',
      message: 'Token não autorizado pelo fornecedor da integração',
    });
    const offline = await install(c, { name: 'Fora do ar', token: 'adm_offline-0000000000000001' });
    expect(offline.statusCode).toBe(409);
    expect(offline.json().error.code).toBe('integration.disconnected');
    const empty = await install(c, { name: '', token: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ name: 'Este campo é obrigatório', token: 'Este campo é obrigatório' });
    expect((await call(c, 'POST', '/v1/-/automations/install/trilhafeed', { name: 'Nativa', token: sandboxToken() })).statusCode).toBe(400);
    expect((await list(c)).total).toBe(1);
  });

  it('refuses a token the company already installed and a name in use, in the caller’s language', async () => {
    const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const token = sandboxToken();
    expect((await install(c, { name: 'Admissão', token })).statusCode).toBe(201);
    const again = await install(c, { name: 'Outro nome', token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'integration.token_exists',
      message: 'Este token já está instalado nesta empresa',
      fields: { token: 'Este token já está instalado nesta empresa' },
    });
    const sameName = await install(c, { name: 'ADMISSÃO', token: sandboxToken('plb_') }, 'perfilab');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({
      code: 'integration.name_in_use',
      fields: { name: 'Este nome já está em uso por outra integração' },
    });
    // in the caller's language
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, c.admin.id));
    expect((await install(c, { name: 'x2', token })).json().error.message).toBe('This token is already installed in this company');
    expect((await list(c)).total).toBe(2);
  });
});

describe('checking and uninstalling', () => {
  it('answers the masked token while the provider accepts it, and marks the integration disconnected when it refuses it', async () => {
    const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const token = sandboxToken();
    const { id } = (await install(c, { name: 'Admissão', token })).json();
    const check = await call(c, 'GET', `/v1/-/automations/get_token/admitta/${id}`);
    expect(check.json()).toEqual({
      id,
      kind: 'admitta',
      maskedToken: `••••${token.slice(-4)}`,
      valid: true,
      status: 'connected',
      checkedAt: '2026-03-10T12:00:00.000Z',
    });
    expect((await call(c, 'GET', `/v1/-/automations/get_token/perfilab/${id}`)).statusCode).toBe(404);

    const spy = vi.spyOn(integrationProviders.admitta, 'validateToken').mockResolvedValue('unauthorized');
    const refused = await call(c, 'GET', `/v1/-/automations/get_token/admitta/${id}`);
    expect(spy).toHaveBeenCalledWith(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'integration.disconnected',
      message: 'Integração desconectada: o fornecedor não aceitou o token',
    });
    expect((await call(c, 'GET', `/v1/-/companyautomations/${id}`)).json().status).toBe('disconnected');
    spy.mockResolvedValue('unreachable');
    expect((await call(c, 'GET', `/v1/-/automations/get_token/admitta/${id}`)).json().error.code).toBe('integration.disconnected');
    spy.mockRestore();
    expect((await call(c, 'GET', `/v1/-/automations/get_token/admitta/${id}`)).json().status).toBe('connected');
    expect((await call(c, 'GET', `/v1/-/companyautomations/${id}`)).json().status).toBe('connected');
    // a token no longer readable (the secrets key was replaced) disconnects the integration instead of failing
    await t.db.update(companyIntegrations).set({ tokenCiphertext: 'v1.AAAA.AAAA.AAAA' }).where(eq(companyIntegrations.id, id));
    expect((await call(c, 'GET', `/v1/-/automations/get_token/admitta/${id}`)).json().error.code).toBe('integration.disconnected');
    expect((await call(c, 'GET', `/v1/-/companyautomations/${id}`)).json().status).toBe('disconnected');
  });

  it('uninstalls an integration, never a native one, and frees its name and token', async () => {
    const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const token = sandboxToken();
    const { id } = (await install(c, { name: 'Admissão', token })).json();
    const native = (await list(c)).items.find((i: { native: boolean }) => i.native);
    const refused = await call(c, 'DELETE', '/v1/-/automations/uninstall/trilhafeed', { company_automation_id: native.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Integrações nativas não podem ser desativadas');
    expect((await call(c, 'DELETE', '/v1/-/automations/uninstall/perfilab', { company_automation_id: id })).statusCode).toBe(404);
    expect((await call(c, 'DELETE', '/v1/-/automations/uninstall/admitta', { company_automation_id: 'nope' })).statusCode).toBe(404);
    expect((await call(c, 'DELETE', '/v1/-/automations/uninstall/admitta', { company_automation_id: id })).statusCode).toBe(204);
    expect((await call(c, 'GET', `/v1/-/companyautomations/${id}`)).statusCode).toBe(404);
    expect((await call(c, 'DELETE', '/v1/-/automations/uninstall/admitta', { company_automation_id: id })).statusCode).toBe(404);
    expect((await list(c)).items.map((i: { kind: string }) => i.kind)).toEqual(['trilhafeed']);
    expect((await install(c, { name: 'Admissão', token })).statusCode).toBe(201);
  });

  it('keeps one hiring-notification e-mail: a new one replaces the old', async () => {
    const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
    const first = await call(c, 'PUT', '/v1/-/integration/hiringnotification', { email: ' RH@Empresa.com ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'hiringnotification', email: 'rh@empresa.com', maskedToken: null, native: false });
    const second = await call(c, 'PUT', '/v1/-/integration/hiringnotification', { email: 'contratos@empresa.com' });
    expect(second.json()).toMatchObject({ id: first.json().id, email: 'contratos@empresa.com' });
    expect((await rowsOf(c)).filter((r) => r.kind === 'hiringnotification')).toHaveLength(1);
    const bad = await call(c, 'PUT', '/v1/-/integration/hiringnotification', { email: 'não é e-mail' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ email: 'E-mail inválido' });
    expect((await call(c, 'DELETE', '/v1/-/integration/hiringnotification')).statusCode).toBe(204);
    expect((await call(c, 'DELETE', '/v1/-/integration/hiringnotification')).statusCode).toBe(404);
    expect((await list(c)).kinds.find((k: { kind: string }) => k.kind === 'hiringnotification').installed).toBe(0);
  });

  it('never answered a whole token', async () => {
    const readable = (ciphertext: string | null) => {
      try {
        return ciphertext && decryptSecret(secretsKeyOf(t.deps.config), ciphertext);
      } catch {
        return null;
      }
    };
    const tokens = (await t.db.select().from(companyIntegrations))
      .map((row) => readable(row.tokenCiphertext))
      .filter((token): token is string => Boolean(token));
    expect(tokens.length).toBeGreaterThan(3);
    for (const token of tokens) for (const body of bodies) expect(body).not.toContain(token);
  });
});

describe('secrets at rest', () => {
  it('encrypts with a random IV so the ciphertext never holds the token, and decrypts back', () => {
    const key = secretsKeyOf(t.deps.config);
    const token = 'adm_sandbox-segredo-000000000001';
    const [a, b] = [encryptSecret(key, token), encryptSecret(key, token)];
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(Buffer.from(a.split('.')[3] ?? '', 'base64url').toString('utf8')).not.toContain('segredo');
    expect(decryptSecret(key, a)).toBe(token);
    // Flip one bit of the ciphertext's first byte (editing base64 text can leave the decoded bytes unchanged).
    const parts = a.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => decryptSecret(key, tampered)).toThrow();
  });

  it('generates a key once into the data directory (mode 0600) when none is configured', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trilha-secrets-'));
    const config = { ...t.deps.config, nodeEnv: 'development' as const, secretsKey: undefined, dataDir };
    const key = secretsKeyOf(config);
    const file = join(dataDir, 'secrets.key');
    expect((await readFile(file, 'utf8')).trim()).toBe(key.toString('hex'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(secretsKeyOf({ ...config })).toEqual(key);
    expect(() => secretsKeyOf({ ...config, secretsKey: 'curta' })).toThrow(/64 hexadecimal/);
  });
});
