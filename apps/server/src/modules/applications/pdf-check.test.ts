import { randomBytes } from 'node:crypto';
import type { PositionStep } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { compressionBombPdf, makePdf, PT_RESUME, resumePdf, selfDrawingPdf } from '../../../test/resume-pdfs.ts';
import { multipart } from '../../../test/uploads.ts';
import { loadConfig } from '../../config.ts';

// An application's resume PDF is checked by its content, not its first bytes. pdf.js opens it in the
// resume import's reading worker; a file that does not open as a PDF is refused with a clear pt-BR message.

let t: TestApp;
let c: HiringCompany;
let positionId: string;
beforeAll(async () => {
  // a check deadline far away: what refuses a hostile file here is the file's own reading, never the clock
  t = await createTestApp({ config: { uploads: { ...loadConfig({ NODE_ENV: 'test' }).uploads, checkTimeoutMs: 60_000 } } });
  c = await createHiringCompany(t);
  const steps: PositionStep[] = [{ kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: false }];
  positionId = await createPosition(t, c, { title: 'Analista de currículos', steps });
});
afterAll(() => t.close());

async function application() {
  const user = await createUser(t, { name: 'Rita', email: `rita-${Math.random().toString(16).slice(2, 8)}@example.com` });
  if (!user) throw new Error('fixture');
  const started = await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } });
  expect(started.statusCode, started.body).toBe(201);
  return { token: user.token, id: (started.json() as { id: string }).id };
}
const uploadResume = async (token: string, id: string, data: Buffer) =>
  t.request({
    method: 'POST',
    url: `/v1/matches/${id}/files?kind=resume`,
    token,
    ...(await multipart({}, { file: { data, name: 'Currículo Rita.pdf', type: 'application/pdf' } })),
  });

describe('a resume PDF is checked by its content', () => {
  it('takes a real PDF (written with PDFKit): the step is sent with it and the recruiter gets the same bytes', async () => {
    const { token, id } = await application();
    const pdf = await resumePdf(PT_RESUME);
    const uploaded = await uploadResume(token, id, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ kind: 'resume', name: 'Currículo Rita.pdf' });
    const step = await t.request({
      method: 'PUT',
      url: `/v1/matches/${id}/steps/profile`,
      token,
      payload: { kind: 'profile', resumeFileId: uploaded.json().id },
    });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().answers.profile).toMatchObject({ alternative: 'pdf' });
    const read = await t.request({
      method: 'GET',
      url: `/v1/-/applications/${id}/files/${uploaded.json().id}`,
      token: c.admin.token,
      company: c.subdomain,
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(pdf)).toBe(true);
  });

  it('takes a PDF that opens but has no text (a scanned resume): the recruiter reads it as an image', async () => {
    const { token, id } = await application();
    const scanned = await makePdf((doc) => doc.rect(50, 50, 400, 600).fill('#cccccc'));
    const uploaded = await uploadResume(token, id, scanned);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  });

  it('refuses "%PDF-" followed by garbage, an empty PDF shell and a PDF cut short, with a pt-BR message, and keeps none', async () => {
    const { token, id } = await application();
    const real = await resumePdf(PT_RESUME);
    const broken = [
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]),
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      Buffer.from('%PDF-'),
      real.subarray(0, 400),
    ];
    for (const data of broken) {
      const refused = await uploadResume(token, id, data);
      expect(refused.statusCode, refused.body).toBe(415);
      expect(refused.json().error).toEqual({
        code: 'application.pdf_unreadable',
        message:
          'Não foi possível abrir este PDF: o arquivo está danificado ou não é um PDF de verdade. Salve-o de novo, envie um DOCX, ODT ou TXT, ou use seu perfil Trilha',
      });
    }
    // nothing was kept: the application's upload index is still empty
    const stored = await t.db.execute(sql`select answers from applications where id = ${id}`);
    expect(stored.rows[0]).toEqual({ answers: {} });
  });

  it('refuses a password-protected PDF and a compression bomb, each with its own message', async () => {
    const { token, id } = await application();
    const locked = await resumePdf(PT_RESUME, { userPassword: 'segredo', ownerPassword: 'segredo' });
    const password = await uploadResume(token, id, locked);
    expect(password.statusCode).toBe(422);
    expect(password.json().error).toMatchObject({
      code: 'resume.password',
      message: 'O PDF está protegido por senha: envie uma versão sem senha',
    });
    const bomb = await uploadResume(token, id, await compressionBombPdf(256 * 1024 * 1024));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().error.code).toBe('resume.too_complex');
  });

  it('refuses a PDF whose form draws itself as too complex, before pdf.js reads it for tens of seconds and accepts it', async () => {
    const { token, id } = await application();
    const refused = await uploadResume(token, id, selfDrawingPdf());
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'resume.too_complex', message: expect.stringContaining('o PDF é complexo demais') });
    // (the test's own 30 s limit: pdf.js alone reads such a file until the check's deadline, a minute away here)
  });
});
