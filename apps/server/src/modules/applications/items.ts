import {
  type ApplicationAnswers,
  type ApplicationEvent,
  applicationAnswers,
  type PositionStep,
  positionStep,
  type ScreeningKind,
} from '@trilha/contract';
import type { EventRecord } from './applications.data.ts';

/** A position's stored steps, read through the contract (a step that no longer parses is left out). */
export const stepsOf = (stored: unknown[]): PositionStep[] =>
  stored.flatMap((step) => {
    const parsed = positionStep.safeParse(step);
    return parsed.success ? [parsed.data] : [];
  });

/** An uploaded file as stored in an application's answers; its bytes live at applications/<application>/<id>.<ext>. */
export interface StoredFile {
  id: string;
  name: string;
  kind: 'resume' | 'video' | 'audio';
  ext: string;
}

/** The files of an application: the upload index plus the ones its answers name. */
export function filesOf(stored: Record<string, unknown>): Map<string, StoredFile> {
  const answers = stored as {
    uploads?: Record<string, StoredFile>;
    profile?: { resume?: StoredFile | null };
    video_answer?: { video?: StoredFile | null };
    questions?: { audio?: StoredFile | null }[];
  };
  const files = [
    ...Object.values(answers.uploads ?? {}),
    answers.profile?.resume,
    answers.video_answer?.video,
    ...(Array.isArray(answers.questions) ? answers.questions.map((item) => item?.audio) : []),
  ];
  return new Map(files.flatMap((file) => (file?.id ? [[file.id, file] as const] : [])));
}

/**
 * The stored answers as a side reads them, without the upload index (files no step uses stay private). A file's
 * link is the side's own authenticated route (`fileUrl`): resumes and videos are never public.
 */
export function answersOf(stored: Record<string, unknown>, fileUrl: (fileId: string) => string): ApplicationAnswers {
  const files = filesOf(stored);
  const link = (file: { id?: string } | null | undefined) => {
    const found = file?.id ? files.get(file.id) : undefined;
    return found ? { id: found.id, name: found.name, kind: found.kind, url: fileUrl(found.id) } : null;
  };
  const answers = stored as {
    profile?: { alternative?: string | null; coverLetter?: string | null; resume?: StoredFile | null; snapshot?: unknown };
    video_answer?: { alternative?: string; video?: StoredFile | null; text?: string | null; transcript?: string | null };
    questions?: {
      question: string;
      kind?: ScreeningKind;
      answer?: string | string[] | number | null;
      audio?: StoredFile | null;
      knockedOut?: boolean;
    }[];
  };
  const video = link(answers.video_answer?.video);
  const text = answers.video_answer?.text ?? null;
  const parsed = applicationAnswers.safeParse({
    profile: answers.profile
      ? {
          // answers saved before the Trilha profile alternative existed name no alternative
          alternative: answers.profile.alternative ?? (answers.profile.resume ? 'pdf' : null),
          coverLetter: answers.profile.coverLetter ?? null,
          resume: link(answers.profile.resume),
          snapshot: answers.profile.snapshot ?? null,
        }
      : undefined,
    questions: answers.questions?.map((item) => ({
      question: item.question,
      ...(item.kind && { kind: item.kind }),
      answer: item.answer ?? null,
      audio: link(item.audio),
      ...(item.knockedOut !== undefined && { knockedOut: item.knockedOut }),
    })),
    // answers saved before the written alternative existed carry only the video; a written answer is its own transcript
    video_answer:
      video || text
        ? { alternative: text ? 'written' : 'video', video, text, transcript: answers.video_answer?.transcript ?? text }
        : undefined,
  });
  return parsed.success ? parsed.data : {};
}

/** The links of each side to an application's files. */
export const candidateFileUrl = (applicationId: string) => (fileId: string) => `/v1/matches/${applicationId}/files/${fileId}`;
export const recruiterFileUrl = (applicationId: string) => (fileId: string) => `/v1/-/applications/${applicationId}/files/${fileId}`;

export const toEvent = (row: EventRecord): ApplicationEvent => ({
  id: row.id,
  kind: row.kind as ApplicationEvent['kind'],
  detail: row.detail,
  note: row.note,
  at: row.at.toISOString(),
  actorName: row.actorName,
});
