import type { PipelineStage } from '@trilha/contract';
import type { StatusTone } from '../../../lib/ui/badges.tsx';

/** How each pipeline stage looks in a badge: closed ones green (hired) or red (rejected), the open ones by progress. */
export const STAGE_TONES: Record<PipelineStage, StatusTone> = {
  new: 'info',
  screening: 'neutral',
  interview: 'warning',
  offer: 'warning',
  hired: 'success',
  rejected: 'danger',
};

/** Hired and rejected close the application: nothing more moves it. */
export const isClosedStage = (stage: PipelineStage) => stage === 'hired' || stage === 'rejected';
