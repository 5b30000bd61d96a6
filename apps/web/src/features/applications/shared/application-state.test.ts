import type { ApplicationDetails, PositionStep } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { applicationView, applyCost, currentStepIndex, formatAnswerDate, statusOf, stepsPercent } from './application-state.ts';

const steps: PositionStep[] = [
  { kind: 'videos', minutes: 5, accommodation: null, videos: [{ title: 'A empresa', url: 'https://example.com/v' }] },
  { kind: 'faq', minutes: 3, accommodation: null, items: [{ question: 'Q?', answer: 'A.' }] },
  { kind: 'profile', minutes: 10, accommodation: null, resume: true, coverLetter: true },
  { kind: 'questions', minutes: 15, accommodation: 'Tempo extra', questions: [{ text: 'Por quê?', kind: 'text' }] },
  { kind: 'video_answer', minutes: 5, accommodation: 'Pode responder por texto', prompt: 'Apresente-se', maxSeconds: 60 },
];
const position = { status: 'active' } as ApplicationDetails['position'];
type ViewInput = Parameters<typeof applicationView>[0];
const at = (over: Partial<ViewInput>): ViewInput => ({ status: 'in_progress', positionOpen: true, position, ...over });

describe('the apply flow', () => {
  it('shows the cost of applying up front: steps and minutes in all', () => {
    expect(applyCost(steps)).toEqual({ count: 5, minutes: 38 });
    expect(applyCost([])).toEqual({ count: 0, minutes: 0 });
  });

  it('resumes at the current step in the position’s order, past the end once submitted', () => {
    expect(currentStepIndex({ step: 'videos', steps })).toBe(0);
    expect(currentStepIndex({ step: 'questions', steps })).toBe(3);
    expect(currentStepIndex({ step: 'none', steps })).toBe(5);
    // a step the position no longer has starts from the first one
    expect(currentStepIndex({ step: 'interested', steps })).toBe(0);
  });

  it('blocks progress on a paused position and on closed registrations', () => {
    expect(applicationView(at({}))).toBe('steps');
    expect(applicationView(at({ positionOpen: false, position: { ...position, status: 'paused' } }))).toBe('paused');
    expect(applicationView(at({ positionOpen: false, position: { ...position, status: 'archived' } }))).toBe('registrations-closed');
  });

  it('ends in analysis, closed or given up whatever the position', () => {
    expect(applicationView(at({ status: 'under_analysis', positionOpen: false }))).toBe('under-analysis');
    expect(applicationView(at({ status: 'closed' }))).toBe('closed');
    expect(applicationView(at({ status: 'given_up' }))).toBe('given-up');
  });
});

describe('an application in a tab', () => {
  it('names its status with a tone', () => {
    const item = { status: 'in_progress', stage: 'new', position } as const;
    expect(statusOf(item)).toEqual({ key: 'unfinished', tone: 'info' });
    expect(statusOf({ ...item, position: { ...position, status: 'paused' } })).toEqual({ key: 'paused', tone: 'warning' });
    expect(statusOf({ ...item, status: 'under_analysis' })).toEqual({ key: 'underAnalysis', tone: 'warning' });
    expect(statusOf({ ...item, status: 'under_analysis', stage: 'interview' }).key).toBe('interview');
    expect(statusOf({ ...item, status: 'closed', stage: 'rejected' })).toEqual({ key: 'rejected', tone: 'danger' });
    expect(statusOf({ ...item, status: 'closed', stage: 'hired' }).key).toBe('hired');
    expect(statusOf({ ...item, status: 'given_up' }).key).toBe('givenUp');
  });

  it('counts steps done as a percent (a position without steps is complete)', () => {
    expect(stepsPercent({ stepsDone: 3, stepsTotal: 5 })).toBe(60);
    expect(stepsPercent({ stepsDone: 0, stepsTotal: 0 })).toBe(100);
  });

  it('writes the promised answer date in the locale’s short form on the same calendar day', () => {
    expect(formatAnswerDate('2026-12-12', 'pt-BR')).toBe('12/12/2026');
    expect(formatAnswerDate('2026-12-01', 'en-US')).toBe('12/1/26');
  });
});
