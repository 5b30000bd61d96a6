import type { PositionStep } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany } from '../../../test/factories/index.ts';

// Screening questions with kinds and knockouts: answers are checked against each question's kind, a candidate who
// fails an eliminatory question still sends the application, and the recruiter's list says who passed and filters.
let t: TestApp;
let c: HiringCompany;
let positionId: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  positionId = await createPosition(t, c, { title: 'Motorista de Entregas', steps: [SCREENING] });
});
afterAll(() => t.close());

const SCREENING: PositionStep = {
  kind: 'questions',
  minutes: 5,
  accommodation: null,
  questions: [
    { text: 'Você tem CNH categoria B?', kind: 'yes_no', knockout: { accept: ['yes'] } },
    { text: 'Quantos anos de experiência com entregas?', kind: 'number', knockout: { min: 1 } },
    { text: 'Em quais turnos pode trabalhar?', kind: 'multiple_choice', options: ['Manhã', 'Tarde', 'Noite'] },
    { text: 'Conte sobre você', kind: 'text' },
  ],
};

async function apply(name: string, answers: unknown[]) {
  const user = await createUser(t, { name, email: `${name.toLowerCase()}-${Math.random().toString(16).slice(2, 8)}@example.com` });
  const started = await t.request({ method: 'POST', url: '/v1/matches', token: user.token, payload: { positionId } });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().id as string;
  const done = await t.request({
    method: 'PUT',
    url: `/v1/matches/${id}/steps/questions`,
    token: user.token,
    payload: { kind: 'questions', answers },
  });
  return { id, done };
}

const candidates = async (query = '') =>
  (
    await t.request({ method: 'GET', url: `/v1/-/positions/${positionId}/candidates${query}`, token: c.admin.token, company: c.subdomain })
  ).json() as {
    items: { applicationId: string; screening: { passed: boolean; failed: string[] } | null }[];
  };

describe('screening questions', () => {
  it('refuses an answer that does not fit its question, field by field, and keeps the step open', async () => {
    const { done, id } = await apply('Bruno', ['talvez', 'dois', ['Madrugada'], 'Olá']);
    expect(done.statusCode).toBe(422);
    expect(Object.keys(done.json().error.fields).sort()).toEqual(['answers.0', 'answers.1', 'answers.2']);
    const items = (await candidates()).items;
    expect(items.some((item) => item.applicationId === id)).toBe(false);
  });

  it('sends a knocked-out application, and the recruiter sees who passed, what failed, and filters by it', async () => {
    const passes = await apply('Carla', ['yes', 3, ['Noite', 'Manhã'], 'Dirijo há três anos.']);
    expect(passes.done.statusCode, passes.done.body).toBe(200);
    expect(passes.done.json().status).toBe('under_analysis');
    const fails = await apply('Diego', ['no', 0.5, ['Tarde'], 'Estou tirando a CNH.']);
    expect(fails.done.statusCode, fails.done.body).toBe(200);
    expect(fails.done.json().status).toBe('under_analysis');

    const all = (await candidates()).items;
    expect(all.find((item) => item.applicationId === passes.id)?.screening).toEqual({ passed: true, failed: [] });
    expect(all.find((item) => item.applicationId === fails.id)?.screening).toEqual({
      passed: false,
      failed: ['Você tem CNH categoria B?', 'Quantos anos de experiência com entregas?'],
    });
    expect((await candidates('?screening=passed')).items.map((item) => item.applicationId)).toEqual([passes.id]);
    expect((await candidates('?screening=failed')).items.map((item) => item.applicationId)).toEqual([fails.id]);

    // the recruiter reads the answers as given, the options in the question's order
    const read = await t.request({ method: 'GET', url: `/v1/-/applications/${fails.id}`, token: c.admin.token, company: c.subdomain });
    expect(read.json().answers.questions).toMatchObject([
      { kind: 'yes_no', answer: 'no', knockedOut: true },
      { kind: 'number', answer: 0.5, knockedOut: true },
      { kind: 'multiple_choice', answer: ['Tarde'] },
      { answer: 'Estou tirando a CNH.' },
    ]);
  });

  it('refuses a position whose knockout does not fit its question', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/-/positions',
      token: c.admin.token,
      company: c.subdomain,
      payload: {
        title: 'Vaga com pergunta inválida',
        description: 'Uma vaga para testar as perguntas eliminatórias.',
        categoryId: 1,
        contractType: 'FULL_TIME',
        salaryType: 'unspecified',
        remote: true,
        cityId: null,
        steps: [{ ...SCREENING, questions: [{ text: 'CNH?', kind: 'yes_no', knockout: { min: 1 } }] }],
      },
    });
    expect(res.statusCode).toBe(422);
  });
});
