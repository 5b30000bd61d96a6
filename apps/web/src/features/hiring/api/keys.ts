import type { PipelineStage } from '@trilha/contract';

/** Query keys of the candidate's interview and offer pages. */
export const hiringKeys = {
  interview: (id: string) => ['hiring', 'interview', id] as const,
  offerByHash: (hash: string) => ['hiring', 'offer', 'hash', hash] as const,
  pendingOffers: ['hiring', 'offers', 'pending'] as const,
};

/**
 * Query keys of the recruiters' pipeline. A move, an answer date, an interview or an offer changes stages, counts and
 * histories: the writes invalidate `all`.
 */
export const pipelineKeys = {
  all: ['positions', 'hiring'] as const,
  stage: (positionId: string, stage: PipelineStage | 'all') => ['positions', 'hiring', 'position', positionId, stage] as const,
  bank: (text: string, page: number) => ['positions', 'hiring', 'bank', text, page] as const,
  application: (id: string) => ['positions', 'hiring', 'application', id] as const,
  /** an application's interview invites and offers */
  hiring: (applicationId: string) => ['positions', 'hiring', applicationId] as const,
  /** an application's scorecards */
  evaluations: (applicationId: string) => ['positions', 'hiring', 'evaluations', applicationId] as const,
};

/** Query key of the company's message templates. */
export const templateKeys = { all: ['hiring', 'message-templates'] as const };
