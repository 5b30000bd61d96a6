import { describe, expect, it } from 'vitest';
import { checkScreeningAnswer, failsKnockout, type ScreeningQuestion, screeningOf, screeningQuestion } from './screening.ts';

const parse = (input: unknown) => screeningQuestion.safeParse(input);
const question = (input: unknown) => screeningQuestion.parse(input) as ScreeningQuestion;

describe('screening questions', () => {
  it('keeps a question of the old form a text question without a knockout', () => {
    expect(parse({ text: 'Por que você quer trabalhar aqui?' }).data).toEqual({ text: 'Por que você quer trabalhar aqui?', kind: 'text' });
  });

  it('asks options of choice questions only, without repeats, and knockouts that fit the kind', () => {
    expect(parse({ text: 'Turno?', kind: 'single_choice' }).success).toBe(false);
    expect(parse({ text: 'Turno?', kind: 'single_choice', options: ['Manhã', 'Manhã'] }).success).toBe(false);
    expect(parse({ text: 'CNH?', kind: 'yes_no', options: ['a', 'b'] }).success).toBe(false);
    expect(parse({ text: 'Fale de você', kind: 'text', knockout: { accept: ['yes'] } }).success).toBe(false);
    expect(parse({ text: 'CNH?', kind: 'yes_no', knockout: { accept: ['talvez'] } }).success).toBe(false);
    expect(parse({ text: 'CNH?', kind: 'yes_no', knockout: { min: 1 } }).success).toBe(false);
    expect(parse({ text: 'Anos de SQL?', kind: 'number', knockout: { accept: ['2'] } }).success).toBe(false);
    expect(parse({ text: 'Turno?', kind: 'single_choice', options: ['Manhã', 'Noite'], knockout: { accept: ['Tarde'] } }).success).toBe(
      false,
    );
    expect(parse({ text: 'CNH?', kind: 'yes_no', knockout: { accept: ['yes'] } }).success).toBe(true);
    expect(parse({ text: 'Anos de SQL?', kind: 'number', knockout: { min: 2 } }).success).toBe(true);
  });

  it('checks each answer against its kind', () => {
    const licence = question({ text: 'CNH?', kind: 'yes_no' });
    expect(checkScreeningAnswer(licence, 'yes')).toEqual({ answer: 'yes' });
    expect(checkScreeningAnswer(licence, 'talvez')).toEqual({ error: 'required' });
    const shifts = question({ text: 'Turnos?', kind: 'multiple_choice', options: ['Manhã', 'Tarde', 'Noite'] });
    // kept in the options' order
    expect(checkScreeningAnswer(shifts, ['Noite', 'Manhã'])).toEqual({ answer: ['Manhã', 'Noite'] });
    expect(checkScreeningAnswer(shifts, [])).toEqual({ error: 'required' });
    expect(checkScreeningAnswer(shifts, ['Madrugada'])).toEqual({ error: 'invalid' });
    const years = question({ text: 'Anos?', kind: 'number' });
    expect(checkScreeningAnswer(years, 3)).toEqual({ answer: 3 });
    expect(checkScreeningAnswer(years, '3')).toEqual({ error: 'required' });
  });

  it('fails a knockout by the answer, and says which questions failed', () => {
    const questions = [
      question({ text: 'Você tem CNH categoria B?', kind: 'yes_no', knockout: { accept: ['yes'] } }),
      question({ text: 'Anos de experiência com SQL', kind: 'number', knockout: { min: 2 } }),
      question({
        text: 'Turnos possíveis',
        kind: 'multiple_choice',
        options: ['Manhã', 'Tarde', 'Noite'],
        knockout: { accept: ['Noite'] },
      }),
      question({ text: 'Conte sobre você' }),
    ];
    expect(screeningOf(questions, ['yes', 3, ['Tarde', 'Noite'], 'Olá'])).toEqual({ passed: true, failed: [] });
    expect(screeningOf(questions, ['no', 1.5, ['Manhã'], 'Olá'])).toEqual({
      passed: false,
      failed: ['Você tem CNH categoria B?', 'Anos de experiência com SQL', 'Turnos possíveis'],
    });
    expect(failsKnockout(questions[3]!, 'qualquer')).toBe(false);
    // no eliminatory question: no screening at all
    expect(screeningOf([questions[3]!], ['Olá'])).toBeNull();
  });
});
