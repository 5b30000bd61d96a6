import type { ApplicationDetails, ApplicationItem, PositionStep } from '@trilha/contract';
import type { StatusTone } from '../../../lib/ui/badges.tsx';

/** What the application page shows: the steps, a block (paused, closed registrations) or the final state. */
type ApplicationView = 'steps' | 'paused' | 'registrations-closed' | 'under-analysis' | 'closed' | 'given-up';

export function applicationView(details: Pick<ApplicationDetails, 'status' | 'positionOpen' | 'position'>): ApplicationView {
  if (details.status === 'given_up') return 'given-up';
  if (details.status === 'closed') return 'closed';
  if (details.status === 'under_analysis') return 'under-analysis';
  if (!details.positionOpen) return details.position.status === 'paused' ? 'paused' : 'registrations-closed';
  return 'steps';
}

/** The index of the step to do now in the position's order; the number of steps once all are done. */
export function currentStepIndex(details: Pick<ApplicationDetails, 'step' | 'steps'>): number {
  if (details.step === 'none') return details.steps.length;
  const index = details.steps.findIndex((step) => step.kind === details.step);
  return index < 0 ? 0 : index;
}

/** The cost of applying, shown up front: how many steps and about how many minutes in all. */
export function applyCost(steps: Pick<PositionStep, 'minutes'>[]): { count: number; minutes: number } {
  return { count: steps.length, minutes: steps.reduce((sum, step) => sum + step.minutes, 0) };
}

/** The status badge's words key and tone for an application in a listing. */
export function statusOf(item: Pick<ApplicationItem, 'status' | 'stage' | 'position'>): { key: string; tone: StatusTone } {
  if (item.status === 'given_up') return { key: 'givenUp', tone: 'neutral' };
  if (item.status === 'closed') {
    if (item.stage === 'hired') return { key: 'hired', tone: 'success' };
    if (item.stage === 'rejected') return { key: 'rejected', tone: 'danger' };
    return { key: 'closed', tone: 'neutral' };
  }
  if (item.status === 'in_progress')
    return item.position.status === 'paused' ? { key: 'paused', tone: 'warning' } : { key: 'unfinished', tone: 'info' };
  if (item.stage === 'interview') return { key: 'interview', tone: 'info' };
  if (item.stage === 'offer') return { key: 'offer', tone: 'success' };
  return { key: 'underAnalysis', tone: 'warning' };
}

/** Percent of the position's steps done, for the card's progress bar. */
export const stepsPercent = (item: Pick<ApplicationItem, 'stepsDone' | 'stepsTotal'>) =>
  item.stepsTotal === 0 ? 100 : Math.round((item.stepsDone / item.stepsTotal) * 100);

/** The promised answer date (YYYY-MM-DD) in the locale's short form ("12/12/2026"), whatever the time zone. */
export function formatAnswerDate(answerBy: string, locale: string): string {
  const date = new Date(`${answerBy}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return answerBy;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}
