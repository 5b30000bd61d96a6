import type { StepAnswer } from '@trilha/contract';

// An answer given without the network, kept on this device until it is sent: in localStorage, so a reload
// or a closed tab keeps it, and sign-out (lib/session/token-storage.ts clearLocalSession) forgets it with the session.

const keyOf = (applicationId: string) => `trilha.answerDraft.${applicationId}`;

export interface AnswerDraft {
  answer: StepAnswer;
  /** when it was given, ISO */
  keptAt: string;
}

export const answerDrafts = {
  get(applicationId: string): AnswerDraft | null {
    try {
      const draft = JSON.parse(localStorage.getItem(keyOf(applicationId)) ?? 'null') as AnswerDraft | null;
      return draft && typeof draft.answer?.kind === 'string' ? draft : null;
    } catch {
      return null;
    }
  },
  keep(applicationId: string, answer: StepAnswer, now = new Date()): AnswerDraft {
    const draft = { answer, keptAt: now.toISOString() };
    localStorage.setItem(keyOf(applicationId), JSON.stringify(draft));
    return draft;
  },
  drop(applicationId: string): void {
    localStorage.removeItem(keyOf(applicationId));
  },
};
