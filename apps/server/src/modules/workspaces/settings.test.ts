import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Company, createCompany } from '../../../test/factories/index.ts';
import { multipart, PNG_1PX } from '../../../test/uploads.ts';
import { DAY } from '../../platform/clock.ts';

let t: TestApp;
let c: Company;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t);
});
afterAll(() => t.close());

const update = async (payload: Record<string, string>, files?: Parameters<typeof multipart>[1]) => {
  const body = await multipart(payload, files);
  return t.request({ method: 'POST', url: `/v1/workspaces/${c.id}`, token: c.owner.token, ...body });
};

describe('workspace settings (POST /v1/workspaces/:id)', () => {
  it('refuses names shorter than 3 or longer than 255 characters', async () => {
    for (const name of ['ab', '  a ', 'x'.repeat(256)]) {
      const res = await update({ name });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toEqual({ name: 'O nome deve ter entre 3 e 255 caracteres' });
    }
    const json = await t.request({ method: 'POST', url: `/v1/workspaces/${c.id}`, token: c.owner.token, payload: { name: 'ab' } });
    expect(json.statusCode).toBe(422);
    const ok = await update({ name: 'Empresa Renomeada', isCompleted: 'true' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().workspace).toMatchObject({ name: 'Empresa Renomeada', isCompleted: true, role: 'owner' });
  });

  it('stores an uploaded image checked by its content, re-encoded as WebP, and serves it', async () => {
    const res = await update({}, { image: { data: PNG_1PX, name: 'logo.png', type: 'image/png' } });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^/v1/files/workspaces/${c.id}/[0-9a-f-]{36}\\.webp$`));
    const file = await t.request({ method: 'GET', url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // what is served is pixels we encoded, never the uploaded bytes
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const removed = await update({ removeImage: 'true' });
    expect(removed.json().imageUrl).toBeNull();
    expect((await t.request({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });

  it('refuses a text file named .png with 415 and a file over 1 MB with 413', async () => {
    const text = await update({}, { image: { data: Buffer.from('isto não é uma imagem'), name: 'foto.png', type: 'image/png' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toEqual({ code: 'file.invalid_type', message: 'Formato de arquivo inválido' });
    const svg = await update(
      {},
      {
        coverImage: {
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
          name: 'x.svg',
          type: 'image/svg+xml',
        },
      },
    );
    expect(svg.statusCode).toBe(415);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]);
    const large = await update({}, { coverImage: { data: big, name: 'capa.png', type: 'image/png' } });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toEqual({ code: 'file.too_large', message: 'A imagem deve ter no máximo 1 MB' });
    const huge = await update({}, { coverImage: { data: Buffer.alloc(6 * 1024 * 1024), name: 'capa.png', type: 'image/png' } });
    expect(huge.statusCode).toBe(413);
  });

  it('accepts a sample asset and refuses any other URL', async () => {
    const assets = await t.request({ method: 'GET', url: '/v1/assets?prefix=workspace-setup/cover-samples' });
    expect(assets.statusCode).toBe(200);
    const items = assets.json().items as { key: string; url: string }[];
    expect(items).toHaveLength(4);
    const sample = items[0];
    if (!sample) throw new Error('no sample');
    expect(sample.key).toMatch(/^workspace-setup\/cover-samples\/.+\.svg$/);
    const file = await t.request({ method: 'GET', url: sample.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    const ok = await update({ coverImageUrl: sample.url });
    expect(ok.json().coverImageUrl).toBe(sample.url);
    const bad = await update({ imageUrl: 'https://evil.example.com/x.png' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('imageUrl');
    // a cover sample is not a profile image
    expect((await update({ imageUrl: sample.url })).statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/v1/assets?prefix=../etc' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/assets/file/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('saves the customization colours and refuses invalid ones', async () => {
    const ok = await update({ primaryColor: '#112233', darkMenu: 'true' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().workspace.customStyle).toMatchObject({ primaryColor: '#112233', darkMenu: true, secondaryColor: '#F2A900' });
    const bad = await update({ menuColor: 'red;background:url(x)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ menuColor: 'Valor inválido' });
  });

  it('sets the content languages', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/v1/workspaces/${c.id}/languages`,
      token: c.administrator.token,
      payload: { languages: ['es', 'pt-BR', 'es'] },
    });
    expect(res.json()).toEqual({ languages: ['pt-BR', 'es'] });
    const empty = await t.request({
      method: 'POST',
      url: `/v1/workspaces/${c.id}/languages`,
      token: c.owner.token,
      payload: { languages: [] },
    });
    expect(empty.statusCode).toBe(422);
    const page = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}` });
    expect(page.json().languages).toEqual(['pt-BR', 'es']);
  });
});

describe('public workspace page', () => {
  it('counts hits once per visitor a day and shows them on the page', async () => {
    const hit = (remoteAddress: string) => t.request({ method: 'PATCH', url: `/v1/workspace/${c.id}/hits`, remoteAddress });
    const first = await hit('203.0.113.10');
    expect((await hit('203.0.113.10')).json().hits).toBe(first.json().hits);
    const second = await hit('203.0.113.11');
    expect(second.json().hits).toBe(first.json().hits + 1);
    // a signed-in visitor is the person, not the address: a first visit counts even from a counted address
    const signedIn = () =>
      t.request({ method: 'PATCH', url: `/v1/workspace/${c.id}/hits`, remoteAddress: '203.0.113.11', token: c.member.token });
    expect((await signedIn()).json().hits).toBe(first.json().hits + 2);
    expect((await signedIn()).json().hits).toBe(first.json().hits + 2);
    t.clock.advance(DAY);
    const nextDay = await hit('203.0.113.10');
    expect(nextDay.json().hits).toBe(first.json().hits + 3);
    t.clock.advance(-DAY);
    const page = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}` });
    expect(page.json()).toMatchObject({ id: c.id, hits: nextDay.json().hits, membership: null, subdomain: c.subdomain });
    expect((await t.request({ method: 'PATCH', url: '/v1/workspace/nao-existe/hits' })).statusCode).toBe(404);
  });

  it('shows the membership to a member, by id or subdomain, and 404 for unknown ids', async () => {
    const page = await t.request({ method: 'GET', url: `/v1/workspaces/${c.subdomain}`, token: c.member.token });
    expect(page.json().membership).toMatchObject({ id: c.id, role: 'member' });
    const unknown = await t.request({ method: 'GET', url: '/v1/workspaces/00000000-0000-4000-8000-00000000dead' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('workspace.not_found');
  });

  it("lists another user's workspaces without the companies the caller does not share", async () => {
    const mine = await t.request({ method: 'GET', url: `/v1/workspaces/user/${c.member.id}`, token: c.owner.token });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(c.id);
    const stranger = await t.request({ method: 'GET', url: `/v1/workspaces/user/${c.member.id}`, token: c.otherAdmin.token });
    const types = stranger.json().items.map((item: { type: string }) => item.type);
    expect(types).toEqual(['individual']);
    expect((await t.request({ method: 'GET', url: '/v1/workspaces/user/abc', token: c.owner.token })).statusCode).toBe(404);
  });

  it('filters my workspaces by type', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/myself/workspaces?type=business', token: c.member.token });
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([c.id]);
  });

  it('finds cities by prefix, ignoring accents and case', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/location?location=SAO' });
    expect(res.json().items).toEqual([
      { city: 'São Luís', state: 'MA', country: 'Brasil', countryCode: 'BR' },
      { city: 'São Paulo', state: 'SP', country: 'Brasil', countryCode: 'BR' },
    ]);
    expect((await t.request({ method: 'GET', url: '/v1/location?location=mil' })).json().items[0]).toMatchObject({
      city: 'Milano',
      countryCode: 'IT',
    });
    expect((await t.request({ method: 'GET', url: '/v1/location' })).json().items).toEqual([]);
  });
});
