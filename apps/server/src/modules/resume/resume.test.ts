import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type TestUser } from '../../../test/factories/index.ts';
import { EN_RESUME, ES_RESUME, makePdf, PT_RESUME, resumePdf } from '../../../test/resume-pdfs.ts';
import { multipart, PNG_1PX } from '../../../test/uploads.ts';
import { analyseWaitingResumes } from './index.ts';

let t: TestApp;
let ana: TestUser;
let john: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t);
  john = await createUser(t, { language: 'en' });
});
afterAll(() => t.close());

const upload = async (token: string, data: Buffer, name = 'curriculo.pdf') => {
  const body = await multipart({}, { file: { data, name, type: 'application/pdf' } });
  return t.request({ method: 'POST', url: '/v1/resume/upload', token, ...body });
};
const status = (token: string, id: string) => t.request({ method: 'GET', url: `/v1/resume/profile/${id}`, token });
/** Uploads, runs the analysis job once, answers the import. */
const analysed = async (token: string, data: Buffer) => {
  const started = await upload(token, data);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json()).toMatchObject({ status: 'pending', progress: 0, draft: null });
  await analyseWaitingResumes(t.deps);
  return (await status(token, started.json().id)).json();
};

describe('resume import', () => {
  it('reads a pt-BR resume into the fields the revision screen shows, writing nothing to the profile', async () => {
    const result = await analysed(ana.token, await resumePdf(PT_RESUME));
    expect(result).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(result.draft).toMatchObject({
      name: 'Maria',
      lastName: 'Clara Oliveira',
      email: 'maria.oliveira@example.com',
      phone: '(81) 99876-5432',
      city: 'Recife',
      state: 'PE',
    });
    expect(result.draft.professionalExperiences[0]).toMatchObject({
      role: 'Enfermeira Supervisora',
      company: 'Hospital Central',
      currentlyWorking: true,
    });
    expect(result.draft.academicExperiences[0]).toMatchObject({ institution: 'Universidade Federal de Pernambuco' });
    expect(result.draft.skills.map((skill: { title: string }) => skill.title)).toEqual(
      expect.arrayContaining(['Enfermagem', 'Primeiros socorros', 'Comunicação']),
    );
    expect(result.draft.found).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'city', 'professionalExperiences', 'academicExperiences', 'languages', 'skills']),
    );
    const profile = (await t.request({ method: 'GET', url: '/v1/profile', token: ana.token })).json();
    expect(profile.form.professionalExperiences).toEqual([]);
  });

  it('keeps a skill as written: "Excel (avançado)" is Excel, not the skill "Excel avançado"', async () => {
    const result = await analysed(
      ana.token,
      await resumePdf([
        'Ana Souza',
        'Analista de Dados',
        '# Resumo',
        'Relatórios e painéis.',
        '# Habilidades',
        'Excel (avançado), SQL, Power BI',
      ]),
    );
    const titles = result.draft.skills.map((skill: { title: string }) => skill.title);
    expect(titles).toEqual(expect.arrayContaining(['Excel', 'SQL', 'Power BI']));
    expect(titles).not.toContain('Excel avançado');
    expect(result.draft).toMatchObject({ professionalTitle: 'Analista de Dados', professionalDescription: 'Relatórios e painéis.' });
    expect(result.draft.found).toEqual(expect.arrayContaining(['professionalTitle', 'professionalDescription', 'skills']));
  });

  it('reads English and Spanish resumes, skills titled in the reader language', async () => {
    const en = await analysed(john.token, await resumePdf(EN_RESUME));
    expect(en.draft).toMatchObject({ name: 'John', city: 'San Francisco', state: 'CA' });
    expect(en.draft.professionalExperiences).toHaveLength(2);
    expect(en.draft.skills.map((skill: { title: string }) => skill.title)).toEqual(
      expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Docker', 'Leadership']),
    );
    const es = await analysed(ana.token, await resumePdf(ES_RESUME));
    expect(es.draft).toMatchObject({ name: 'Lucía', lastName: 'Fernández Gómez' });
    expect(es.draft.languages).toEqual([
      { language: 'es', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'professional_working' },
    ]);
    expect(es.draft.skills.map((skill: { title: string }) => skill.title)).toContain('Marketing digital');
  });

  it('refuses a password-protected PDF, one with no text and one over 30,000 characters, each with its message', async () => {
    const locked = await analysed(ana.token, await resumePdf(PT_RESUME, { userPassword: 'segredo', pdfVersion: '1.7' }));
    expect(locked).toMatchObject({
      status: 'failed',
      error: { code: 'resume.password', message: 'O PDF está protegido por senha: envie uma versão sem senha' },
    });
    const scanned = await analysed(ana.token, await makePdf((doc) => doc.image(PNG_1PX, 50, 50, { width: 400 })));
    expect(scanned.error.code).toBe('resume.missing_data');
    const paragraph = 'Experiência em atendimento ao cliente, vendas e gestão de equipes de loja. '.repeat(12);
    const long = await analysed(
      ana.token,
      await makePdf((doc) => {
        for (let i = 0; i < 40; i++) doc.text(paragraph);
      }),
    );
    expect(long.error).toEqual({ code: 'resume.too_many_characters', message: expect.stringContaining('30 mil caracteres') });
  });

  it('refuses what is not a PDF (by content) and files over 5 MB at once', async () => {
    const fake = await upload(ana.token, PNG_1PX, 'curriculo.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Formato inválido: envie seu currículo em PDF');
    const big = await upload(ana.token, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('resume.too_large');
  });

  it('ends an analysis not finished within 3 minutes with its own message', async () => {
    const started = (await upload(ana.token, await resumePdf(PT_RESUME))).json();
    t.clock.advance(3 * 60_000 + 1);
    const late = (await status(ana.token, started.id)).json();
    expect(late).toMatchObject({
      status: 'timeout',
      error: { code: 'resume.timeout', message: 'Houve um problema ao ler o seu currículo' },
    });
    // the job does not pick it up any more
    await analyseWaitingResumes(t.deps);
    expect((await status(ana.token, started.id)).json().status).toBe('timeout');
  });

  it('shows an import only to its owner and needs a session', async () => {
    const started = (await upload(ana.token, await resumePdf(PT_RESUME))).json();
    expect((await status(john.token, started.id)).statusCode).toBe(404);
    expect((await status(ana.token, 'not-an-id')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/resume/profile/${started.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/resume/upload' })).statusCode).toBe(401);
  });
});

describe('the city of an imported resume', () => {
  /** A resume whose contact line writes the place as given. */
  const placed = (place: string) => resumePdf(['Carla Menezes', 'Analista de Dados', `carla@example.com | ${place}`]);

  it('is the IBGE municipality its city and state name, in any of the ways they are written', async () => {
    const carla = await createUser(t);
    const campinas = await analysed(carla.token, await placed('Campinas - SP'));
    expect(campinas.draft).toMatchObject({ city: 'Campinas', state: 'SP', cityId: 3509502 });
    for (const written of ['São Paulo/SP', 'sao paulo (sp)']) {
      const result = await analysed(carla.token, await placed(written));
      expect(result.draft, written).toMatchObject({ city: 'São Paulo', state: 'SP', cityId: 3550308 });
    }
    const unknown = await analysed(carla.token, await placed('Vila Inventada - SP'));
    expect(unknown.draft).toMatchObject({ city: 'Vila Inventada', state: 'SP', cityId: null });
    expect(unknown.draft.found).toContain('city');
  });

  it('answers null for a draft stored before cities were resolved', async () => {
    const dora = await createUser(t);
    const result = await analysed(dora.token, await placed('Campinas, SP'));
    await t.db.execute(sql`update resume_imports set draft = draft - 'cityId' where id = ${result.id}`);
    const again = await status(dora.token, result.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().draft).toMatchObject({ city: 'Campinas', cityId: null });
  });

  it('saved to the profile as the revision screen does, meets a position in that city', async () => {
    const company = await createHiringCompany(t);
    const positionId = await createPosition(t, company, { cityId: 3509502 });
    const elisa = await createUser(t);
    const { draft } = await analysed(elisa.token, await placed('Campinas - SP'));
    // the revision screen fills the empty city of the profile form with the draft's (apply-draft.ts)
    const { form } = (await t.request({ method: 'GET', url: '/v1/profile', token: elisa.token })).json();
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/profile',
      token: elisa.token,
      payload: { ...form, city: draft.city, state: draft.state, cityId: draft.cityId, countryAbbr: 'BRA' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const match = (await t.request({ method: 'GET', url: `/v1/positions/${positionId}/match`, token: elisa.token })).json();
    // the position asks for its city only: met, the match is 100 %
    expect(match.requirements).toEqual([
      { kind: 'location', remote: false, city: 'Campinas', state: 'SP', haveCity: 'Campinas', haveState: 'SP', met: true },
    ]);
    expect(match).toMatchObject({ met: 1, total: 1 });
  });
});
