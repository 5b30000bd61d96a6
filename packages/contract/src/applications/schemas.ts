import { z } from 'zod';
import { matchRequirement, positionItem, positionStep, STEP_KINDS } from '../positions/schemas.ts';
import { SCREENING_KINDS } from '../positions/screening.ts';
import { academicExperience, languageSkill, professionalExperience, SOCIAL_LINK_TYPES } from '../profile/items.ts';
import { PCD_TYPES } from '../profile/schemas.ts';
import { userSkillItem } from '../skills/schemas.ts';
import { ANSWER_ALTERNATIVES } from './alternatives.ts';
import { profileSnapshot } from './profile-snapshot.ts';
import { applicationSource } from './source.ts';

export * from './alternatives.ts';
export * from './profile-snapshot.ts';
export * from './source.ts';

/** An application's life. A given-up one is final; the candidate may start again. */
export const APPLICATION_STATUSES = ['in_progress', 'under_analysis', 'closed', 'given_up'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The steps: interested, the position's steps in its order, then none (under analysis). */
export const APPLICATION_STEPS = ['interested', ...STEP_KINDS, 'none'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
/** Where the company's pipeline holds a candidate; hired and rejected close the application. */
export const PIPELINE_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
/** The candidate's tabs (/my/applications). Saved is the favourite positions list. */
export const APPLICATION_TABS = ['under-analysis', 'unfinished', 'closed'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const EVENT_KINDS = [
  'started',
  'step_done',
  'submitted',
  'stage',
  'rejected',
  'hired',
  'gave_up',
  'answer_date',
  'interview',
  'offer',
  'closed',
] as const;
export const MAX_VIDEO_BYTES = 25 * 1024 * 1024;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** an answer by voice to one question */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
export const MAX_ANSWER_LENGTH = 3000;

export const uploadedFile = z.object({ id: z.string(), name: z.string(), url: z.string(), kind: z.enum(['resume', 'video', 'audio']) });
export type UploadedFile = z.output<typeof uploadedFile>;

/** What the candidate answered, step by step (absent: not done yet). */
export const applicationAnswers = z.object({
  /** the resume as the candidate chose to send it: their Trilha profile (a snapshot) or a PDF; the cover letter */
  profile: z
    .object({
      alternative: z.enum(ANSWER_ALTERNATIVES).nullable(),
      coverLetter: z.string().nullable(),
      resume: uploadedFile.nullable(),
      snapshot: profileSnapshot.nullable(),
    })
    .optional(),
  /**
   * each question's answer: typed (`answer`) or recorded (`audio`, with `answer` null); a screening question's
   * (`kind`) its yes/no, option(s) or number, and whether it failed the question's knockout
   */
  questions: z
    .array(
      z.object({
        question: z.string(),
        kind: z.enum(SCREENING_KINDS).optional(),
        answer: z.union([z.string(), z.array(z.string()), z.number()]).nullable(),
        audio: uploadedFile.nullable().optional(),
        knockedOut: z.boolean().optional(),
      }),
    )
    .optional(),
  /**
   * the video or, when the candidate chose to write, the written answer; `alternative` says which. `transcript`: what
   * the video says, as the candidate wrote it (the written answer itself when they wrote)
   */
  video_answer: z
    .object({
      alternative: z.enum(ANSWER_ALTERNATIVES),
      video: uploadedFile.nullable(),
      text: z.string().nullable(),
      transcript: z.string().nullable().optional(),
    })
    .optional(),
});
export type ApplicationAnswers = z.output<typeof applicationAnswers>;

export const applicationEvent = z.object({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  detail: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
  /** who moved it, for the company side; null for the candidate's own moves */
  actorName: z.string().nullable(),
});
export type ApplicationEvent = z.output<typeof applicationEvent>;

/** An application as the candidate's tabs list it. */
export const applicationItem = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  step: z.enum(APPLICATION_STEPS),
  stage: z.enum(PIPELINE_STAGES),
  position: positionItem,
  /** the position's steps done and in all (the interested step not counted) */
  stepsDone: z.number(),
  stepsTotal: z.number(),
  /** the date (YYYY-MM-DD) by which the company promised an answer */
  answerBy: z.string().nullable(),
  /** that date has passed and the application still waits for a decision (the company's day: answer-overdue.ts) */
  overdue: z.boolean(),
  closingMessage: z.string().nullable(),
  internal: z.boolean(),
  unreadMessages: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type ApplicationItem = z.output<typeof applicationItem>;

/** One application whole: the position's steps, what was answered, the history of moves. */
export const applicationDetails = applicationItem.extend({
  steps: z.array(positionStep),
  answers: applicationAnswers,
  history: z.array(applicationEvent),
  /** false when the position no longer takes applications (paused, archived): progress is blocked */
  positionOpen: z.boolean(),
  /** true when the candidate's profile says PcD: the screens put the accessible alternatives first */
  highlightAlternatives: z.boolean(),
  /** the position's promise, said before the candidate starts: an answer within this many days after sending */
  answerWithinDays: z.number().int(),
  /** whether the caller's Trilha profile can stand for a resume (isProfileComplete): then it is the default */
  profileComplete: z.boolean(),
  /** the company's invite to this position, if it sent one: shown as part of the application, not as a new invite */
  invitation: z.object({ message: z.string().nullable(), invitedAt: z.string() }).nullable(),
});
export type ApplicationDetails = z.output<typeof applicationDetails>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** What each step's PUT carries. */
export const stepAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('videos') }),
  z.object({ kind: z.literal('faq') }),
  z.object({
    kind: z.literal('profile'),
    coverLetter: z.string().trim().max(MAX_ANSWER_LENGTH).nullable().default(null),
    resumeFileId: z.string().uuid().nullable().default(null),
    /** send the Trilha profile instead of a PDF (a snapshot is kept when the application is sent) */
    useProfile: z.boolean().default(false),
  }),
  /**
   * one answer per question, in order: a text question's typed or recorded (an uploaded audio, POST
   * /v1/matches/:id/files?kind=audio); a yes/no question's "yes" or "no"; a choice's option, or options; a number
   */
  z.object({
    kind: z.literal('questions'),
    answers: z
      .array(
        z.union([
          text(MAX_ANSWER_LENGTH),
          z.object({ audioFileId: z.string().uuid() }),
          z.array(z.string().max(200)).max(20),
          z.number().finite(),
        ]),
      )
      .min(1)
      .max(20),
  }),
  /**
   * a recorded or chosen video (`videoFileId`) or a written answer (`text`), the same time limit for both; the video's
   * `transcript` is optional (a written answer is its own)
   */
  z.object({
    kind: z.literal('video_answer'),
    videoFileId: z.string().uuid().nullable().default(null),
    text: z.string().trim().max(MAX_ANSWER_LENGTH).nullable().default(null),
    transcript: z.string().trim().max(MAX_ANSWER_LENGTH).nullable().default(null),
  }),
]);
export type StepAnswer = z.input<typeof stepAnswer>;

/**
 * The clock of a timed step (the video answer): when the candidate started it, the limit they have (PcD extra time
 * included, timeLimitOf), when it ends and how many seconds are left now. Started once: starting again answers it.
 */
export const timedStepClock = z.object({
  step: z.enum(STEP_KINDS),
  startedAt: z.string(),
  limitSeconds: z.number().int(),
  endsAt: z.string(),
  remainingSeconds: z.number().int(),
});
export type TimedStepClock = z.output<typeof timedStepClock>;

/** How a position's candidates are ordered: best fit first, last moved first, or the nearest promised answer first. */
export const CANDIDATE_SORTS = ['match', 'recent', 'answerBy'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

/** How many of a position's requirements a candidate meets (the checks the candidate reads explained). */
export const matchSummary = z.object({ met: z.number(), total: z.number(), percent: z.number() });

/** A candidate in a position's pipeline, as the recruitment module lists them. */
export const pipelineCandidate = z.object({
  applicationId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  stage: z.enum(PIPELINE_STAGES),
  step: z.enum(APPLICATION_STEPS),
  answerBy: z.string().nullable(),
  /** the promised answer date has passed without a decision */
  overdue: z.boolean(),
  /** how many of the position's requirements the candidate meets (the checks the candidate reads explained); null in the bank */
  match: matchSummary.nullable(),
  /** the candidate's profile says PcD */
  pcd: z.boolean(),
  /** the candidate asked for an accommodation (the profile's adaptation need) */
  accommodation: z.boolean(),
  /** the recruiters' scorecards: the average of every score given (null when none) and how many evaluated */
  evaluations: z.object({ average: z.number().nullable(), count: z.number().int() }),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
  internal: z.boolean(),
  /** the eliminatory screening questions: passed, or the texts of those failed; null when the position asks none */
  screening: z.object({ passed: z.boolean(), failed: z.array(z.string()) }).nullable(),
});
export type PipelineCandidate = z.output<typeof pipelineCandidate>;

/**
 * The candidate's profile as the candidate shares it with the companies they apply to: what they do, where they
 * worked and studied, languages, skills with levels, links, and for a PcD candidate the type and the adaptation asked
 * for; `alternatives`: how each step that offers a choice was answered (a written answer in place of a video...).
 */
export const candidateProfile = z.object({
  professionalTitle: z.string().nullable(),
  summary: z.string().nullable(),
  professionalExperiences: z.array(professionalExperience),
  academicExperiences: z.array(academicExperience),
  languages: z.array(languageSkill),
  /** `verified`: a content or pathway teaching the skill earned the candidate a certificate */
  skills: z.array(userSkillItem.extend({ verified: z.boolean() })),
  links: z.array(z.object({ type: z.enum(SOCIAL_LINK_TYPES), url: z.string() })),
  pcd: z.object({ type: z.enum(PCD_TYPES).nullable(), adaptation: z.string().nullable() }).nullable(),
  alternatives: z.array(z.object({ step: z.enum(STEP_KINDS), alternative: z.enum(ANSWER_ALTERNATIVES) })),
});
export type CandidateProfile = z.output<typeof candidateProfile>;

/**
 * The match as the candidate reads it, requirement by requirement, for the recruiters: `label` names what is
 * required (the skill, the language code, the education level, the city or "remote", "pcd"); no learning suggestions.
 */
export const candidateMatch = matchSummary.extend({
  requirements: z.array(z.intersection(matchRequirement, z.object({ label: z.string() }))),
});
export type CandidateMatch = z.output<typeof candidateMatch>;

/** A candidate's application as a recruiter reads it: answers, resume, videos, history. */
export const candidateApplication = pipelineCandidate.extend({
  match: candidateMatch.nullable(),
  profile: candidateProfile,
  /** every file the candidate sent with this application (resume, video answer) */
  files: z.array(uploadedFile),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  steps: z.array(positionStep),
  answers: applicationAnswers,
  history: z.array(applicationEvent),
  closingMessage: z.string().nullable(),
  /** what the caller may do with it */
  canManage: z.boolean(),
});
export type CandidateApplication = z.output<typeof candidateApplication>;

export const stageMove = z.object({
  stage: z.enum(PIPELINE_STAGES),
  /** sent to the candidate with a rejection (optional) or noted in the history */
  message: z.string().trim().max(2000).nullable().default(null),
});

/**
 * The interested step (POST /v1/matches): the position, the portal applied through, and where the candidate came
 * from (absent: none known, stored as `direct`).
 */
export const startApplicationBody = z.object({
  positionId: z.string().uuid(),
  aggregator: z.string().trim().min(1).max(200).nullable().default(null),
  source: applicationSource.optional(),
});
export type StartApplicationBody = z.input<typeof startApplicationBody>;

/** Why the caller deleted an application: one comment, sent once. */
export const applicationFeedbackBody = z.object({ feedback: z.string().trim().min(1).max(2000) });
export const answerDate = z.object({ answerBy: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid') });
