import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLearningCompany, type LearningCompany } from '../../../test/factories/index.ts';

let t: TestApp;
let c: LearningCompany;

beforeAll(async () => {
  t = await createTestApp();
  c = await createLearningCompany(t);
});
afterAll(() => t.close());

const QUESTIONS = [
  { text: 'Quanto é 2 + 2?', kind: 'single_choice', options: ['3', '4', '5'], correct: [1] },
  { text: 'Quais são cores primárias?', kind: 'multiple_choice', options: ['Azul', 'Verde', 'Vermelho', 'Amarelo'], correct: [0, 2, 3] },
  { text: 'A capital do Brasil é', kind: 'single_choice', options: ['Rio de Janeiro', 'Brasília'], correct: [1] },
  { text: 'Quantos dias tem uma semana?', kind: 'single_choice', options: ['5', '7'], correct: [1] },
];
const ALL_RIGHT = [[1], [0, 2, 3], [1], [1]];

/** A questionnaire content of the school, visible to its members or (public) to anyone. */
async function questionnaire(fields: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/v1/contents',
    token: c.content_creator.token,
    payload: { workspaceId: c.id, type: 'questionnaire', title: 'Questionário de conhecimentos gerais', ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const putQuiz = (id: string, token: string, payload: object) =>
  t.request({ method: 'PUT', url: `/v1/contents/${id}/quiz`, token, payload });
const attempt = (id: string, token: string, answers: number[][]) =>
  t.request({ method: 'POST', url: `/v1/contents/${id}/attempts`, token, payload: { answers } });

async function withQuiz(passingScore = 75, fields: Record<string, unknown> = {}) {
  const id = await questionnaire(fields);
  const res = await putQuiz(id, c.content_creator.token, { passingScore, questions: QUESTIONS });
  expect(res.statusCode).toBe(200);
  return id;
}

describe('quizzes', () => {
  it('an attempt below the passing score does not conclude; one at or above concludes as verified and keeps the score', async () => {
    const id = await withQuiz(75);
    const failed = await attempt(id, c.member.token, [[0], [0, 2, 3], [1], [0]]);
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({ score: 50, passed: false, passingScore: 75, attemptsLeft: 4, verified: false });
    let item = (await t.request({ method: 'GET', url: `/v1/contents/${id}`, token: c.member.token })).json();
    expect(item).toMatchObject({ verified: false, score: null });
    expect(item.interaction).not.toBe('conclusion');

    // multiple_choice counts only the exact set: two of three right options is wrong
    const partial = await attempt(id, c.member.token, [[1], [0, 2], [1], [1]]);
    expect(partial.json()).toMatchObject({ score: 75, passed: true, verified: true });
    item = (await t.request({ method: 'GET', url: `/v1/contents/${id}`, token: c.member.token })).json();
    expect(item).toMatchObject({ interaction: 'conclusion', verified: true, score: 75 });

    const perfect = await attempt(id, c.member.token, ALL_RIGHT);
    expect(perfect.json()).toMatchObject({ score: 100, passed: true });
    const quiz = (await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.member.token })).json();
    expect(quiz).toMatchObject({ verified: true, bestScore: 100, attemptsLeft: 2, attemptsPerDay: 5 });
  });

  it('learners never receive the right options; the creator does', async () => {
    const id = await withQuiz();
    const learner = await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.member.token });
    expect(learner.statusCode).toBe(200);
    expect(learner.json().canManage).toBe(false);
    expect(learner.json().questions).toHaveLength(4);
    expect(learner.body).not.toContain('correct');
    const creator = await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.content_creator.token });
    expect(creator.json().questions.map((question: { correct: number[] }) => question.correct)).toEqual(QUESTIONS.map((q) => q.correct));
    // a manager of the workspace edits it too
    const admin = await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.administrator.token });
    expect(admin.json().questions[0].correct).toEqual([1]);
  });

  it('refuses a single_choice answer with two options and an index out of range with a clear message, recording nothing', async () => {
    const id = await withQuiz();
    const two = await attempt(id, c.member.token, [[0, 1], [0], [1], [1]]);
    expect(two.statusCode).toBe(422);
    expect(two.json().error).toMatchObject({
      code: 'quiz.single_choice_answer',
      message: 'Uma pergunta de escolha única aceita só uma resposta',
    });
    expect(two.json().error.fields).toHaveProperty('answers.0');
    const outOfRange = await attempt(id, c.member.token, [[1], [0], [2], [1]]);
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().error).toMatchObject({
      code: 'quiz.answer_out_of_range',
      message: 'Uma das respostas indica uma opção que não existe na pergunta',
    });
    const short = await attempt(id, c.member.token, [[1]]);
    expect(short.json().error.code).toBe('quiz.answers_count');
    const quiz = (await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.member.token })).json();
    expect(quiz.attemptsLeft).toBe(5);
  });

  it('refuses a quiz whose single_choice question has two right options or a right option out of range', async () => {
    const id = await questionnaire();
    const two = await putQuiz(id, c.content_creator.token, {
      passingScore: 50,
      questions: [{ text: 'Pergunta', kind: 'single_choice', options: ['A', 'B'], correct: [0, 1] }],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().error.fields['questions.0.correct']).toBe('Uma pergunta de escolha única tem exatamente uma opção correta');
    const range = await putQuiz(id, c.content_creator.token, {
      passingScore: 50,
      questions: [{ text: 'Pergunta', kind: 'multiple_choice', options: ['A', 'B'], correct: [0, 2] }],
    });
    expect(range.json().error.fields['questions.0.correct']).toBe('A opção correta indicada não existe nesta pergunta');
    const score = await putQuiz(id, c.content_creator.token, { passingScore: 101, questions: QUESTIONS });
    expect(score.statusCode).toBe(422);
    expect(score.json().error.fields).toHaveProperty('passingScore');
    expect((await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.content_creator.token })).statusCode).toBe(404);
  });

  it('answers 429 after five attempts in a day, and a new day allows again', async () => {
    const id = await withQuiz(100);
    for (let i = 0; i < 5; i++) expect((await attempt(id, c.owner.token, [[0], [0], [0], [0]])).statusCode).toBe(201);
    const refused = await attempt(id, c.owner.token, ALL_RIGHT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Você já usou as 5 tentativas de hoje neste questionário. Tente novamente amanhã.');
    expect((await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.owner.token })).json().attemptsLeft).toBe(0);
    // another person has their own allowance
    expect((await attempt(id, c.member.token, ALL_RIGHT)).statusCode).toBe(201);
    const now = t.clock.now();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 5)));
    const again = await attempt(id, c.owner.token, ALL_RIGHT);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ passed: true, attemptsLeft: 4 });
  });

  it('gives the creator results per question and totals; nobody else', async () => {
    const id = await withQuiz(75);
    await attempt(id, c.member.token, [[0], [0, 2, 3], [1], [1]]);
    await attempt(id, c.member.token, ALL_RIGHT);
    await attempt(id, c.administrator.token, [[1], [0], [0], [1]]);
    const res = await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz/results`, token: c.content_creator.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      attempts: 3,
      passes: 2,
      questions: [
        { text: QUESTIONS[0]?.text, attempts: 3, rightShare: 67 },
        { text: QUESTIONS[1]?.text, attempts: 3, rightShare: 67 },
        { text: QUESTIONS[2]?.text, attempts: 3, rightShare: 67 },
        { text: QUESTIONS[3]?.text, attempts: 3, rightShare: 100 },
      ],
    });
    expect((await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz/results`, token: c.member.token })).statusCode).toBe(403);
    // new questions start the results again
    await putQuiz(id, c.content_creator.token, { passingScore: 50, questions: QUESTIONS.slice(0, 2) });
    const fresh = await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz/results`, token: c.content_creator.token });
    expect(fresh.json()).toMatchObject({ attempts: 0, passes: 0 });
  });

  it('only editors write the quiz, only a questionnaire has one, and only those who see the content attempt it', async () => {
    const id = await questionnaire({ private: true });
    expect((await putQuiz(id, c.member.token, { passingScore: 50, questions: QUESTIONS })).statusCode).toBe(403);
    expect((await putQuiz(id, c.otherAdmin.token, { passingScore: 50, questions: QUESTIONS })).statusCode).toBe(404);
    expect((await putQuiz(id, c.content_creator.token, { passingScore: 50, questions: QUESTIONS })).statusCode).toBe(200);
    expect((await attempt(id, c.outsider.token, ALL_RIGHT)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/contents/${id}/quiz`, token: c.outsider.token })).statusCode).toBe(404);
    expect((await attempt(id, c.member.token, ALL_RIGHT)).statusCode).toBe(201);

    const notQuiz = await putQuiz(c.openContent, c.content_creator.token, { passingScore: 50, questions: QUESTIONS });
    expect(notQuiz.statusCode).toBe(422);
    expect(notQuiz.json().error.code).toBe('quiz.not_questionnaire');
    expect((await attempt(c.openContent, c.member.token, ALL_RIGHT)).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/v1/contents/${id}/attempts`, payload: { answers: ALL_RIGHT } })).statusCode).toBe(401);
  });
});
