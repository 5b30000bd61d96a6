import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';
import { multipart } from '../../../test/uploads.ts';
import { readPdf } from '../resume/index.ts';

// Applying with the profile: the resume step takes the Trilha profile (useProfile) instead of a PDF; the
// application keeps a snapshot of it as it was when sent, and an optional cover letter up to 3,000 characters.

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const PROFILE_STEP: PositionStep = { kind: 'profile', minutes: 5, accommodation: null, resume: true, coverLetter: false };
const QUESTIONS: PositionStep = { kind: 'questions', minutes: 5, accommodation: null, questions: [{ text: 'Por que nós?', kind: 'text' }] };
const COMPLETE = {
  name: 'Lia',
  lastName: 'Campos',
  professionalTitle: 'Analista de Dados',
  professionalExperiences: [
    { company: 'Beta', role: 'Analista', tasks: 'Painéis', startDate: '2021-01-01', endDate: null, currentlyWorking: true },
  ],
};

async function candidateWith(profile: object | null, steps: PositionStep[]) {
  const user = await createUser(t, { name: 'Lia', email: `lia-${Math.random().toString(16).slice(2, 8)}@example.com` });
  if (!user) throw new Error('fixture');
  if (profile) {
    const saved = await t.request({ method: 'PUT', url: '/v1/profile', token: user.token, payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const positionId = await createPosition(t, c, { title: 'Analista de BI', steps });
  const app = (await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } })).json();
  return { user, app };
}
const put = (token: string, id: string, kind: string, payload: object) =>
  t.request({ method: 'PUT', url: `/v1/matches/${id}/steps/${kind}`, token, payload: { kind, ...payload } });

describe('the resume step takes the Trilha profile', () => {
  it('sends a snapshot of the profile as it was when sent, with the cover letter; later edits do not change it', async () => {
    const { user, app } = await candidateWith(COMPLETE, [PROFILE_STEP, QUESTIONS]);
    expect(app.profileComplete).toBe(true);
    const letter = 'Quero levar dados para as decisões do time.';
    const step = await put(user.token, app.id, 'profile', { useProfile: true, coverLetter: letter });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().answers.profile).toMatchObject({
      alternative: 'trilha_profile',
      coverLetter: letter,
      resume: null,
      snapshot: { name: 'Lia Campos', title: 'Analista de Dados', experiences: [{ company: 'Beta' }] },
    });

    // edited before sending: the snapshot is taken again when the application is sent
    await t.request({
      method: 'PUT',
      url: '/v1/profile',
      token: user.token,
      payload: { ...COMPLETE, professionalTitle: 'Cientista de Dados' },
    });
    const sent = await put(user.token, app.id, 'questions', { answers: ['Pelo produto.'] });
    expect(sent.json()).toMatchObject({ status: 'under_analysis', answers: { profile: { snapshot: { title: 'Cientista de Dados' } } } });
    // edited after sending: what the company received stays
    await t.request({ method: 'PUT', url: '/v1/profile', token: user.token, payload: { ...COMPLETE, professionalTitle: 'Gerente' } });
    const read = await t.request({ method: 'GET', url: `/v1/-/applications/${app.id}`, token: c.admin.token, company: c.subdomain });
    expect(read.json().answers.profile).toMatchObject({
      alternative: 'trilha_profile',
      coverLetter: letter,
      snapshot: { title: 'Cientista de Dados' },
    });
  });

  it('sends a PDF résumé written from the profile, with the photo, that reads back as the profile in pt-BR', async () => {
    const profile = {
      ...COMPLETE,
      city: 'Recife',
      state: 'PE',
      academicExperiences: [{ institution: 'UFPE', title: 'Estatística', startDate: '2015-02-01', endDate: '2019-12-01' }],
      languages: [{ language: 'en', proficiency: 'professional_working' }],
    };
    const { user, app } = await candidateWith(profile, [PROFILE_STEP]);
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const avatar = await t.request({
      method: 'POST',
      url: '/v1/store/images/users/avatar',
      token: user.token,
      ...(await multipart({}, { file: { data: photo, name: 'foto.png', type: 'image/png' } })),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const sent = await put(user.token, app.id, 'profile', { useProfile: true });
    expect(sent.json()).toMatchObject({ status: 'under_analysis', answers: { profile: { alternative: 'trilha_profile' } } });

    const resume = sent.json().answers.profile.resume;
    expect(resume).toMatchObject({ kind: 'resume', name: 'Currículo Lia Campos.pdf', url: `/v1/matches/${app.id}/files/${resume.id}` });
    // the recruiters open the same file through their own route
    const url = `/v1/-/applications/${app.id}/files/${resume.id}`;
    const file = await t.request({ method: 'GET', url, token: c.admin.token, company: c.subdomain });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // the photo is an image of the PDF
    expect(file.rawPayload.includes('/Subtype /Image')).toBe(true);
    const reading = await readPdf(file.rawPayload, AbortSignal.timeout(20_000), async () => undefined);
    if (!('text' in reading)) throw new Error(`unreadable: ${reading.problem}`);
    const text = reading.text.replace(/\s+/g, ' ');
    for (const words of [
      'Lia Campos',
      'Analista de Dados',
      'Recife – PE',
      'EXPERIÊNCIA PROFISSIONAL',
      'Analista — Beta',
      'atual',
      'FORMAÇÃO',
      'Estatística — UFPE',
      '02/2015 – 12/2019',
      'IDIOMAS',
      'Inglês (avançado (profissional))',
    ])
      expect(text).toContain(words);
    const own = await t.request({ method: 'GET', url: resume.url, token: user.token });
    expect(own.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('an incomplete profile, both alternatives, or a cover letter over 3,000 characters are refused in pt-BR', async () => {
    const { user, app } = await candidateWith(null, [PROFILE_STEP]);
    expect(app.profileComplete).toBe(false);
    const incomplete = await put(user.token, app.id, 'profile', { useProfile: true });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().error.fields).toEqual({
      useProfile: 'Complete seu perfil Trilha (cargo e uma experiência ou formação) ou envie um currículo em PDF',
    });
    const both = await put(user.token, app.id, 'profile', { useProfile: true, resumeFileId: crypto.randomUUID() });
    expect(both.json().error.fields.resumeFileId).toBe('Escolha só uma forma: o perfil Trilha ou o currículo em PDF');
    expect((await put(user.token, app.id, 'profile', { coverLetter: 'x'.repeat(3001) })).statusCode).toBe(422);
    // neither: the resume is still required
    expect((await put(user.token, app.id, 'profile', {})).json().error.fields).toEqual({ resumeFileId: 'Este campo é obrigatório' });
  });
});
