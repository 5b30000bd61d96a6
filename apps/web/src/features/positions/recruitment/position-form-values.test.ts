import type { RecruiterPositionDetails } from '@trilha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import { emptyPosition, newStep, type PositionValues, toPayload, validatePosition, valuesOf } from './position-form-values.ts';

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n();
});

const filled = (overrides: Partial<PositionValues> = {}): PositionValues => ({
  ...emptyPosition('pt-BR'),
  title: 'Coordenador(a) de Frota',
  description: 'Coordenar a frota de entregas da região.',
  categoryId: '11',
  contractType: 'FULL_TIME',
  salaryMin: 4500,
  salaryMax: 6000,
  cityId: 2611606,
  cityLabel: 'Recife - PE',
  ...overrides,
});

describe('the position form values', () => {
  it('says each empty required field is required, in the contract’s words', () => {
    const errors = validatePosition(emptyPosition('pt-BR'));
    for (const field of ['title', 'description', 'categoryId', 'contractType', 'salaryMin', 'cityId'])
      expect(errors[field], field).toBe('Este campo é obrigatório');
    expect(validatePosition(filled())).toEqual({});
  });

  it('asks for the fields of the chosen salary form and a city unless remote', () => {
    expect(validatePosition(filled({ salaryType: 'text' })).salaryText).toBe('Este campo é obrigatório');
    expect(validatePosition(filled({ salaryType: 'unspecified', salaryMin: '' }))).toEqual({});
    expect(validatePosition(filled({ salaryMax: 4000 })).salaryMax).toBe('O salário máximo deve ser maior ou igual ao mínimo');
    expect(validatePosition(filled({ remote: true, cityId: null, cityLabel: '' }))).toEqual({});
  });

  it('points a step’s problem at its own field', () => {
    const errors = validatePosition(filled({ steps: [newStep('profile'), newStep('questions')] }));
    expect(errors['steps.1.questions.0.text']).toBe('Este campo é obrigatório');
  });

  it('sends empty texts as null, only the chosen salary form and only the fields of each step’s kind', () => {
    const payload = toPayload(filled({ code: '  ', salaryType: 'text', salaryText: 'A combinar', steps: [newStep('video_answer')] }));
    expect(payload).toMatchObject({
      code: null,
      categoryId: 11,
      salaryText: 'A combinar',
      salaryMin: null,
      salaryMax: null,
      salaryPeriod: null,
    });
    expect(payload.steps).toEqual([{ kind: 'video_answer', minutes: 10, accommodation: null, prompt: '', maxSeconds: 120 }]);
  });

  it('gives back the stored form unchanged when nothing is edited', () => {
    const form = toPayload(filled({ skills: [{ skillId: 's1', title: 'SQL', level: 'advanced' }], steps: [newStep('profile')] }));
    const details = {
      form,
      skills: [{ id: 's1', title: 'SQL', level: 'advanced' }],
      location: { cityId: 2611606, city: 'Recife', state: 'PE', country: 'BR' },
    } as unknown as RecruiterPositionDetails;
    const values = valuesOf(details);
    expect(values.cityLabel).toBe('Recife - PE');
    expect(values.skills[0]?.title).toBe('SQL');
    expect(toPayload(values)).toEqual(form);
  });

  it('sends a screening question of its kind with its options and knockout, and reads it back the same', () => {
    const step = newStep('questions');
    step.questions = [
      { text: 'Você tem CNH categoria B?', kind: 'yes_no', options: [], eliminatory: true, accept: ['yes'], min: '' },
      { text: 'Turnos possíveis', kind: 'multiple_choice', options: ['Manhã', 'Noite'], eliminatory: false, accept: [], min: '' },
      { text: 'Anos de experiência', kind: 'number', options: ['sobra'], eliminatory: true, accept: ['sobra'], min: 2 },
      { text: 'Conte sobre você', kind: 'text', options: [], eliminatory: true, accept: [], min: '' },
    ];
    const form = toPayload(filled({ steps: [step] }));
    const questions = form.steps?.[0]?.kind === 'questions' ? form.steps[0].questions : [];
    expect(questions).toEqual([
      { text: 'Você tem CNH categoria B?', kind: 'yes_no', knockout: { accept: ['yes'] } },
      { text: 'Turnos possíveis', kind: 'multiple_choice', options: ['Manhã', 'Noite'], knockout: null },
      { text: 'Anos de experiência', kind: 'number', knockout: { min: 2 } },
      // a free-text question cannot eliminate anyone
      { text: 'Conte sobre você', kind: 'text', knockout: null },
    ]);
    expect(validatePosition(filled({ steps: [step] }))).toEqual({});
    const details = { form, skills: [], location: { cityId: 2611606, city: 'Recife', state: 'PE', country: 'BR' } };
    expect(toPayload(valuesOf(details as unknown as RecruiterPositionDetails))).toEqual(form);
  });

  it('sends the automatic decline only when chosen, with its delay and template, and reads it back', () => {
    const step = newStep('questions');
    step.questions = [{ text: 'CNH?', kind: 'yes_no', options: [], eliminatory: true, accept: ['yes'], min: '' }];
    const off = toPayload(filled({ steps: [step] }));
    expect(off.steps?.[0]).toMatchObject({ autoDecline: null });
    step.autoDecline = { on: true, afterHours: 72, templateId: 'padrao-nao-selecionado' };
    const form = toPayload(filled({ steps: [step] }));
    expect(form.steps?.[0]).toMatchObject({ autoDecline: { afterHours: 72, templateId: 'padrao-nao-selecionado' } });
    step.autoDecline.afterHours = 0;
    expect(validatePosition(filled({ steps: [step] }))['steps.0.autoDecline.afterHours']).toBeTruthy();
    const details = { form, skills: [], location: { cityId: 2611606, city: 'Recife', state: 'PE', country: 'BR' } };
    expect(toPayload(valuesOf(details as unknown as RecruiterPositionDetails))).toEqual(form);
  });
});
