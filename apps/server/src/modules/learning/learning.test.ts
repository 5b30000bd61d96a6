import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLearningCompany, type LearningCompany } from '../../../test/factories/index.ts';
import { multipart } from '../../../test/uploads.ts';
import { PACKAGE_POLICY } from './learning.routes.ts';
import { demoScormPage, scormManifest, writeZip, type ZipFileEntry } from './zip-writer.ts';

let t: TestApp;
let c: LearningCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createLearningCompany(t);
});
afterAll(() => t.close());

const course = async (fields: Record<string, unknown> = {}) => {
  const res = await t.request({
    method: 'POST',
    url: '/v1/contents',
    token: c.content_creator.token,
    payload: { workspaceId: c.id, type: 'course', title: 'Segurança no trabalho', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

const scorm12 = (extra: ZipFileEntry[] = []) =>
  writeZip([
    { path: 'imsmanifest.xml', data: scormManifest('scorm12', 'Segurança no trabalho', 'html/index.html') },
    { path: 'html/index.html', data: demoScormPage('Segurança no trabalho') },
    { path: 'html/estilo da página.css', data: 'body { color: navy }' },
    ...extra,
  ]);

const attach = async (contentId: string, zip: Buffer, token = c.content_creator.token) => {
  const form = await multipart({}, { file: { data: zip, name: 'curso.zip', type: 'application/zip' } });
  return t.request({ method: 'POST', url: `/v1/contents/${contentId}/package`, token, ...form });
};

const commit = (contentId: string, token: string, standard: string, cmi: unknown) =>
  t.request({ method: 'PUT', url: `/v1/contents/${contentId}/runtime`, token, payload: { standard, cmi } });

const content = async (contentId: string, token: string) =>
  (await t.request({ method: 'GET', url: `/v1/contents/${contentId}`, token })).json();

describe('SCORM packages', () => {
  it('attaches a SCORM 1.2 package, serves its files from its own path with a sandboxing policy', async () => {
    const id = await course();
    const res = await attach(id, scorm12());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().package).toEqual({
      standard: 'scorm12',
      title: 'Segurança no trabalho',
      launchUrl: `/v1/contents/${id}/package/html/index.html`,
    });
    const page = await t.request({ method: 'GET', url: res.json().package.launchUrl, token: c.member.token });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(PACKAGE_POLICY);
    expect(page.headers['content-security-policy']).not.toContain('allow-same-origin');
    expect(page.body).toContain('Concluir');
    const css = await t.request({
      method: 'GET',
      url: `/v1/contents/${id}/package/html/estilo%20da%20p%C3%A1gina.css`,
      token: c.member.token,
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    // only to people who may see the content, and only what the package holds
    expect((await t.request({ method: 'GET', url: res.json().package.launchUrl })).statusCode).toBe(401);
    const missing = await t.request({ method: 'GET', url: `/v1/contents/${id}/package/imsmanifest2.xml`, token: c.member.token });
    expect(missing.statusCode).toBe(404);
    // the other contents keep no package
    expect((await content(c.openContent, c.member.token)).package).toBeNull();
  });

  it('a runtime commit of completed with score 90 concludes the content as verified; the runtime resumes', async () => {
    const id = await course();
    expect((await attach(id, scorm12())).statusCode).toBe(200);
    const first = await t.request({ method: 'GET', url: `/v1/contents/${id}/runtime`, token: c.member.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ standard: 'scorm12', title: 'Segurança no trabalho', cmi: {} });
    const playUrl: string = first.json().playUrl;
    expect(playUrl).toMatch(/^\/v1\/learning\/play\/[\w-]+\/html\/index\.html$/);

    const halfway = await commit(id, c.member.token, 'scorm12', {
      core: { lesson_status: 'incomplete', lesson_location: 'p2' },
      suspend_data: 'x=1',
    });
    expect(halfway.json()).toEqual({ interaction: 'in_progress', verified: false, score: null });
    expect((await content(id, c.member.token)).verified).toBe(false);

    const done = await commit(id, c.member.token, 'scorm12', { core: { lesson_status: 'completed', score: { raw: '90' } } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ interaction: 'conclusion', verified: true, score: 90 });
    const item = await content(id, c.member.token);
    expect(item).toMatchObject({ interaction: 'conclusion', verified: true, score: 90 });
    // another person's progress is their own
    expect((await content(id, c.administrator.token)).verified).toBe(false);

    const again = await t.request({ method: 'GET', url: `/v1/contents/${id}/runtime`, token: c.member.token });
    expect(again.json().cmi).toEqual({ core: { lesson_status: 'completed', score: { raw: '90' } } });
    expect(again.json().playUrl).toBe(playUrl);
    // the player's frame sends no session: its address names the person's copy, whose pages answer from the saved data
    const framed = await t.request({ method: 'GET', url: playUrl });
    expect(framed.statusCode).toBe(200);
    expect(framed.headers['content-security-policy']).toBe(PACKAGE_POLICY);
    expect(framed.body).toContain('&quot;cmi.core.lesson_status&quot;:&quot;completed&quot;');
    expect((await t.request({ method: 'GET', url: '/v1/learning/play/not-a-key/html/index.html' })).statusCode).toBe(404);
  });

  it('SCORM 2004: completion_status, success_status and a scaled score', async () => {
    const id = await course();
    const zip = writeZip([
      { path: 'imsmanifest.xml', data: scormManifest('scorm2004', 'Ética 2004', 'index.html') },
      { path: 'index.html', data: '<html><body>2004</body></html>' },
    ]);
    const res = await attach(id, zip);
    expect(res.json().package).toMatchObject({ standard: 'scorm2004', title: 'Ética 2004' });
    const wrong = await commit(id, c.member.token, 'scorm12', { core: { lesson_status: 'completed' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('Os dados enviados não são do padrão do pacote.');
    const failed = await commit(id, c.member.token, 'scorm2004', {
      completion_status: 'completed',
      success_status: 'failed',
      score: { scaled: '0.4' },
    });
    expect(failed.json().verified).toBe(false);
    const passed = await commit(id, c.member.token, 'scorm2004', {
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: '0.85' },
    });
    expect(passed.json()).toEqual({ interaction: 'conclusion', verified: true, score: 85 });
    const raw = await commit(id, c.member.token, 'scorm2004', { success_status: 'passed', score: { raw: 95, scaled: 0.5 } });
    expect(raw.json().score).toBe(95);
  });

  it('refuses a zip with ../ paths, without a manifest, with an executable, or that is no zip, in pt-BR', async () => {
    const id = await course();
    const refusal = async (zip: Buffer) => {
      const res = await attach(id, zip);
      expect(res.statusCode).toBe(422);
      return res.json().error.message as string;
    };
    expect(await refusal(scorm12([{ path: '../fora.html', data: 'x' }]))).toBe(
      'O pacote tem arquivos com caminhos que saem da sua pasta (como ../). Gere o pacote novamente.',
    );
    expect(await refusal(writeZip([{ path: 'index.html', data: '<html></html>' }]))).toBe(
      'O pacote não tem o arquivo imsmanifest.xml na raiz. Exporte o curso como SCORM 1.2 ou SCORM 2004.',
    );
    expect(await refusal(scorm12([{ path: 'tools/setup.exe', data: 'MZ' }]))).toContain('executáveis');
    expect(await refusal(Buffer.from('isto não é um zip'))).toBe('O arquivo não é um pacote .zip válido.');
    expect(
      await refusal(
        writeZip([
          { path: 'imsmanifest.xml', data: '<manifest><oops' },
          { path: 'a.html', data: '' },
        ]),
      ),
    ).toContain('imsmanifest.xml');
    // a bomb: declared small, inflating far past it, or declared past the limit
    const zeros = Buffer.alloc(33 * 1024 * 1024);
    expect(await refusal(scorm12([{ path: 'video.mp4', data: zeros }]))).toContain('limite');
    expect(await refusal(scorm12([{ path: 'audio.mp3', data: zeros, declaredSize: 10 }]))).toBe('O arquivo não é um pacote .zip válido.');
    expect((await content(id, c.content_creator.token)).package).toBeNull();
  });

  it('only whoever may edit the content attaches; others get 403 or 404', async () => {
    const id = await course();
    expect((await attach(id, scorm12(), c.member.token)).statusCode).toBe(403);
    expect((await attach(id, scorm12(), c.outsider.token)).statusCode).toBe(403);
    const hidden = await course({ private: true });
    expect((await attach(hidden, scorm12(), c.otherAdmin.token)).statusCode).toBe(404);
    expect((await attach(id, scorm12(), c.administrator.token)).statusCode).toBe(200);
    // a private content's package is not served to a stranger, nor its runtime
    expect((await attach(hidden, scorm12())).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/contents/${hidden}/runtime`, token: c.otherAdmin.token })).statusCode).toBe(404);
    const file = await t.request({ method: 'GET', url: `/v1/contents/${hidden}/package/html/index.html`, token: c.otherAdmin.token });
    expect(file.statusCode).toBe(404);
    // without a package
    const bare = await t.request({ method: 'GET', url: `/v1/contents/${c.openContent}/runtime`, token: c.member.token });
    expect(bare.statusCode).toBe(404);
    expect(bare.json().error.message).toBe('Este conteúdo não tem pacote SCORM.');
  });

  it('bounds the runtime data and replaces a package with the next one', async () => {
    const id = await course();
    expect((await attach(id, scorm12())).statusCode).toBe(200);
    const huge = await commit(id, c.member.token, 'scorm12', { suspend_data: 'x'.repeat(300_000) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.fields).toEqual({ cmi: 'Os dados do curso passam do tamanho permitido' });
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 12; i++) deep = { a: deep };
    expect((await commit(id, c.member.token, 'scorm12', deep)).statusCode).toBe(422);
    expect((await commit(id, c.member.token, 'scorm12', 'texto')).statusCode).toBe(422);
    const next = writeZip([
      { path: 'imsmanifest.xml', data: scormManifest('scorm12', 'Versão 2', 'start.html') },
      { path: 'start.html', data: '<html><head></head><body>v2</body></html>' },
    ]);
    const res = await attach(id, next);
    expect(res.json().package).toEqual({ standard: 'scorm12', title: 'Versão 2', launchUrl: `/v1/contents/${id}/package/start.html` });
    const old = await t.request({ method: 'GET', url: `/v1/contents/${id}/package/html/index.html`, token: c.member.token });
    expect(old.statusCode).toBe(404);
  });
});
