import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from './factories/index.ts';
import { resumePdf } from './resume-pdfs.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';
import { multipart, PNG_1PX } from './uploads.ts';

// Two API processes on one database and one bucket. A file stored through one is served by the other, with
// the same headers and the same permission checks.
let s3: TestS3Server;
let a: TestApp;
let b: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  PDF = await resumePdf(['Clara Souza', '# Experiência', 'Analista de dados na Acme']);
  s3 = await startS3Server();
  const storage = s3.storage('trilha-shared');
  a = await createTestApp({ config: { storage } });
  b = await createTestApp({ config: { storage }, sameDatabaseAs: a });
  c = await createHiringCompany(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

/** a real PDF (written with PDFKit): resumes are checked by their content */
let PDF: Buffer;

describe('files shared by every process (STORAGE=s3)', () => {
  it('serves through one process the avatar uploaded through another, and forgets the replaced one in both', async () => {
    const user = await createUser(a);
    const upload = async (app: TestApp) => {
      const body = await multipart({}, { file: { data: PNG_1PX, name: 'foto.png', type: 'image/png' } });
      const res = await app.request({ method: 'POST', url: '/v1/store/images/users/avatar', token: user.token, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().avatar as Record<'avatar' | 'large' | 'medium' | 'small', string>;
    };
    const first = await upload(a);
    const viaB = await b.request({ method: 'GET', url: first.large });
    expect(viaB.statusCode).toBe(200);
    expect(viaB.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(viaB.rawPayload.equals((await a.request({ method: 'GET', url: first.large })).rawPayload)).toBe(true);

    const second = await upload(b);
    expect((await a.request({ method: 'GET', url: second.small })).statusCode).toBe(200);
    expect((await a.request({ method: 'GET', url: first.small })).statusCode).toBe(404);
    expect((await b.request({ method: 'GET', url: first.large })).statusCode).toBe(404);
  });

  it("keeps an application's resume private in every process: its candidate and the position's recruiters only", async () => {
    const positionId = await createPosition(a, c, {
      title: 'Analista (dois processos)',
      steps: [{ kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: true }],
    });
    const me = await createUser(a, { name: 'Clara', email: `clara-${Date.now()}@example.com` });
    const started = await a.request({ method: 'POST', url: '/v1/matches', token: me.token, payload: { positionId } });
    expect(started.statusCode, started.body).toBe(201);
    const applicationId = started.json().id as string;
    const form = await multipart({}, { file: { data: PDF, name: 'Currículo Clara.pdf', type: 'application/pdf' } });
    const uploaded = await a.request({ method: 'POST', url: `/v1/matches/${applicationId}/files?kind=resume`, token: me.token, ...form });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const resume = uploaded.json() as { id: string; url: string };

    const own = await b.request({ method: 'GET', url: resume.url, token: me.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, max-age=300' });
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await b.request({ method: 'GET', url: resume.url })).statusCode).toBe(401);
    const stranger = await createUser(b);
    expect((await b.request({ method: 'GET', url: resume.url, token: stranger.token })).statusCode).toBe(404);
    // the public file route never serves an application's files, even by their storage key
    expect((await b.request({ method: 'GET', url: `/v1/files/applications/${applicationId}/${resume.id}.pdf` })).statusCode).toBe(404);

    // submitted through B, the recruiters read it through A; another company's admin does not
    const done = await b.request({
      method: 'PUT',
      url: `/v1/matches/${applicationId}/steps/profile`,
      token: me.token,
      payload: { kind: 'profile', resumeFileId: resume.id, coverLetter: 'Gosto de dados.' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const recruiterUrl = `/v1/-/applications/${applicationId}/files/${resume.id}`;
    const asRecruiter = await a.request({ method: 'GET', url: recruiterUrl, token: c.admin.token });
    expect(asRecruiter.statusCode).toBe(200);
    expect(asRecruiter.rawPayload.equals(PDF)).toBe(true);
    expect((await a.request({ method: 'GET', url: recruiterUrl, token: c.otherAdmin.token })).statusCode).toBe(404);
    expect((await b.request({ method: 'GET', url: recruiterUrl, token: me.token })).statusCode).toBe(404);
  });
});
