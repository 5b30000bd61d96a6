import { inflateSync } from 'node:zlib';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addMember,
  createHiringCompany,
  createPosition,
  createUser,
  createWorkspace,
  type TestUser,
} from '../../../test/factories/index.ts';
import { skills, userSkills } from '../../db/schema/index.ts';
import { recordVerifiedConclusion } from '../contents/index.ts';
import { BUNDLED_CONTEXTS } from './credential.ts';

let t: TestApp;
let creator: TestUser;
let learner: TestUser;
let company: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  creator = await createUser(t, { name: 'Carla' });
  learner = await createUser(t, { name: 'Luíza', lastName: 'Conceição' });
  company = await createWorkspace(t, { name: 'Escola Ação', subdomain: 'escola-acao' });
  await addMember(t, company.id, creator.id, 'content_creator');
  await addMember(t, company.id, learner.id, 'member');
});
afterAll(() => t.close());

async function content(title: string, duration: number | null, durationUnit: string | null) {
  const res = await t.request({
    method: 'POST',
    url: '/v1/contents',
    token: creator.token,
    payload: { workspaceId: company.id, type: 'article', title, description: `Sobre ${title}`, duration, durationUnit },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const conclude = (userId: string, contentId: string) =>
  t.db.transaction((tx) => recordVerifiedConclusion(tx, userId, contentId, 90, t.clock.now()));

const mine = async (user: TestUser) => {
  const res = await t.request({ method: 'GET', url: '/v1/myself/certificates', token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json().items as Array<Record<string, unknown> & { code: string; title: string }>;
};

/**
 * A verifier's document loader: the bundled contexts, and every other URL fetched from the app (the issuer's profile
 * and its key), as a verifier would over the network. The public address is the app's own.
 */
const verifierLoader = async (url: string) => {
  const context = BUNDLED_CONTEXTS.get(url);
  if (context) return { contextUrl: null, documentUrl: url, document: context };
  const base = t.deps.config.publicUrl.replace(/\/$/, '');
  if (!url.startsWith(base)) throw new Error(`the verifier may not fetch ${url}`);
  const res = await t.request({ method: 'GET', url: url.slice(base.length) });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return { contextUrl: null, documentUrl: url, document: res.json() };
};

const verify = (credential: Record<string, unknown>) =>
  verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: verifierLoader,
  });

/** The text the PDF draws: every content stream inflated, the strings shown decoded (the standard fonts' WinAnsi). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) shown.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return shown.join('\n');
}

describe('certificates of verified conclusions', () => {
  let code: string;

  it('a verified conclusion issues a certificate the person lists', async () => {
    const id = await content('Segurança no trabalho', 90, 'min');
    expect(await mine(learner)).toEqual([]);
    expect(await conclude(learner.id, id)).toBe(true);
    const items = await mine(learner);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'content',
      recipientName: 'Luíza Conceição',
      title: 'Segurança no trabalho',
      hours: 1.5,
      issuer: { id: company.id, name: 'Escola Ação' },
      issuedAt: '2026-03-10T12:00:00.000Z',
    });
    code = items[0]?.code ?? '';
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    // a second verified conclusion of the same content keeps the one certificate
    expect(await conclude(learner.id, id)).toBe(false);
    expect(await mine(learner)).toHaveLength(1);
  });

  it('anyone checks it by its code, without a session', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/certificates/${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code,
      recipientName: 'Luíza Conceição',
      title: 'Segurança no trabalho',
      hours: 1.5,
      issuer: { name: 'Escola Ação' },
      issuedAt: '2026-03-10T12:00:00.000Z',
    });
    expect((await t.request({ method: 'GET', url: `/v1/certificates/${code.toLowerCase()}` })).statusCode).toBe(200);
  });

  it('an unknown or malformed code is a 404 with the message in pt-BR', async () => {
    for (const bad of ['ABCDEFGHJKMN', 'nada', '%27%20or%201=1']) {
      const res = await t.request({ method: 'GET', url: `/v1/certificates/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'certificate.not_found', message: 'Certificado não encontrado' } });
    }
    expect((await t.request({ method: 'GET', url: '/v1/certificates/ABCDEFGHJKMN.pdf' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/certificates/ABCDEFGHJKMN/credential.json' })).statusCode).toBe(404);
  });

  it('the PDF is printable, holds the name and the code, and is kept in the file storage', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/certificates/${code}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Luíza Conceição');
    expect(text).toContain(code);
    expect(text).toContain('Segurança no trabalho');
    expect(text).toContain('1,5 horas');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getKeywords()).toContain(code);
    expect(doc.getKeywords()).toContain('Luíza Conceição');
    const stored = await t.deps.storage.get(`certificates/${code}.pdf`);
    expect(stored?.equals(res.rawPayload)).toBe(true);
    const again = await t.request({ method: 'GET', url: `/v1/certificates/${code}.pdf` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('the credential is an Open Badges 3.0 credential a standard verifier accepts', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/certificates/${code}/credential.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/ld+json');
    const credential = res.json();
    const issuerUrl = `${t.deps.config.publicUrl.replace(/\/$/, '')}/v1/certificates/issuers/${company.id}`;
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuerUrl, type: ['Profile'], name: 'Escola Ação' },
      validFrom: '2026-03-10T12:00:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: {
          type: ['Achievement'],
          name: 'Segurança no trabalho',
          description: 'Sobre Segurança no trabalho',
          criteria: { narrative: expect.stringContaining('Segurança no trabalho') },
        },
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        proofPurpose: 'assertionMethod',
        verificationMethod: expect.stringMatching(new RegExp(`^${issuerUrl}/keys/ed25519-[0-9a-f]{12}$`)),
      },
    });
    const result = await verify(credential);
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);

    // the key document is a Multikey, public half only
    const key = await t.request({ method: 'GET', url: credential.proof.verificationMethod.replace(/^https?:\/\/[^/]+/, '') });
    expect(key.json()).toMatchObject({ type: 'Multikey', controller: issuerUrl, publicKeyMultibase: expect.stringMatching(/^z6Mk/) });
    expect(JSON.stringify(key.json())).not.toContain('secret');

    // the same document on every request: the key and the proof stay
    const again = await t.request({ method: 'GET', url: `/v1/certificates/${code}/credential.json` });
    expect(again.json()).toEqual(credential);
  });

  it('a tampered credential fails verification', async () => {
    const credential = (await t.request({ method: 'GET', url: `/v1/certificates/${code}/credential.json` })).json();
    const renamed = structuredClone(credential);
    renamed.credentialSubject.achievement.name = 'Outro curso';
    expect((await verify(renamed)).verified).toBe(false);
    const reissued = structuredClone(credential);
    reissued.validFrom = '2020-01-01T00:00:00Z';
    expect((await verify(reissued)).verified).toBe(false);
  });

  it('a self-declared conclusion issues nothing', async () => {
    const other = await createUser(t, { name: 'Otávio' });
    await addMember(t, company.id, other.id, 'member');
    const id = await content('Atalhos de teclado', 1, 'hrs');
    const done = await t.request({ method: 'POST', url: `/v1/myself/contents/${id}/toogle-conclusion`, token: other.token });
    expect(done.json()).toEqual({ interaction: 'conclusion' });
    const set = await t.request({
      method: 'POST',
      url: `/v1/contents/${id}/interaction`,
      token: other.token,
      payload: { interaction: 'conclusion' },
    });
    expect(set.statusCode).toBeLessThan(300);
    expect(await mine(other)).toEqual([]);
  });

  it("a pathway's certificate follows when all its contents are verified, its hours the sum", async () => {
    const person = await createUser(t, { name: 'Paula', lastName: 'Reis' });
    await addMember(t, company.id, person.id, 'member');
    const a = await content('Módulo 1', 2, 'hrs');
    const b = await content('Módulo 2', 30, 'min');
    const list = await t.request({
      method: 'POST',
      url: '/v1/lists',
      token: creator.token,
      payload: { workspaceId: company.id, title: 'Trilha de segurança', contents: [a, b] },
    });
    expect(list.statusCode).toBe(201);
    await conclude(person.id, a);
    // the second by hand: no pathway certificate
    await t.request({ method: 'POST', url: `/v1/myself/contents/${b}/toogle-conclusion`, token: person.token });
    expect((await mine(person)).map((c) => c.title)).toEqual(['Módulo 1']);
    t.clock.advance(60_000);
    await conclude(person.id, b);
    const items = await mine(person);
    expect(items.map((c) => [c.kind, c.title, c.hours])).toEqual(
      expect.arrayContaining([
        ['content', 'Módulo 1', 2],
        ['content', 'Módulo 2', 0.5],
        ['list', 'Trilha de segurança', 2.5],
      ]),
    );
    expect(items).toHaveLength(3);
  });

  it('the list needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/myself/certificates' })).statusCode).toBe(401);
  });
});

describe('verified skills for recruiters', () => {
  it('a skill a certified content teaches is verified on the candidate profile; the others are not', async () => {
    const skill = async (title: string) => {
      const key = title.toLowerCase();
      const [row] = await t.db
        .insert(skills)
        .values({
          titlePt: title,
          titleEn: title,
          titleEs: title,
          keyPt: key,
          keyEn: key,
          keyEs: key,
          searchKey: key,
          createdAt: t.clock.now(),
        })
        .returning({ id: skills.id });
      return row?.id ?? '';
    };
    const taught = await skill('Primeiros socorros');
    const declared = await skill('Liderança');
    const candidate = await createUser(t, { name: 'Bia', lastName: 'Nunes' });
    await addMember(t, company.id, candidate.id, 'member');
    await t.db.insert(userSkills).values([
      { userId: candidate.id, skillId: taught, level: 'basic', main: true, updatedAt: t.clock.now() },
      { userId: candidate.id, skillId: declared, level: 'advanced', main: false, updatedAt: t.clock.now() },
    ]);
    const created = await t.request({
      method: 'POST',
      url: '/v1/contents',
      token: creator.token,
      payload: { workspaceId: company.id, type: 'article', title: 'Socorro básico', skills: [taught] },
    });
    expect(created.statusCode).toBe(201);
    await conclude(candidate.id, created.json().id);

    const hiring = await createHiringCompany(t);
    const positionId = await createPosition(t, hiring, { title: 'Brigadista' });
    const applied = await t.request({ method: 'POST', url: '/v1/matches', token: candidate.token, payload: { positionId } });
    expect(applied.statusCode, applied.body).toBe(201);
    const read = await t.request({
      method: 'GET',
      url: `/v1/-/applications/${applied.json().id}`,
      token: hiring.admin.token,
      company: hiring.subdomain,
    });
    expect(read.statusCode, read.body).toBe(200);
    const bySkill = Object.fromEntries(
      (read.json().profile.skills as { skillId: string; verified: boolean }[]).map((item) => [item.skillId, item.verified]),
    );
    expect(bySkill).toEqual({ [taught]: true, [declared]: false });
  });
});
