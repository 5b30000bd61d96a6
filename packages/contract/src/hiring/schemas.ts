import { z } from 'zod';
import { plainText } from '../identity/text.ts';

export * from './workbench.ts';

/** An interview invite's response; a rejection is irreversible. */
export const INTERVIEW_RESPONSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number];
/** What a candidate may answer to an interview invite (POST /v1/meet/:interviewId/:response). */
export const INTERVIEW_ANSWERS = ['accepted', 'rejected'] as const;
/** An offer: accepted or declined with notes; a pending one past its expiry shows as expired. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer's link (and the offer) lasts this many days. */
export const OFFER_TTL_DAYS = 7;
export const MAX_HIRING_TEXT = 2000;

/** Where the conversation happens: the position and its company. */
const hiringPlace = z.object({
  applicationId: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
  companyName: z.string(),
  companySubdomain: z.string().nullable(),
});

export const interview = hiringPlace.extend({
  id: z.string(),
  /** the agreed time: null while the candidate has still to pick one of the offered `slots` */
  scheduledAt: z.string().nullable(),
  /** the times the recruiter offered (empty when the recruiter set one time) */
  slots: z.array(z.string()),
  durationMinutes: z.number().nullable(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  message: z.string().nullable(),
  response: z.enum(INTERVIEW_RESPONSES),
  notes: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Interview = z.output<typeof interview>;

export const offer = hiringPlace.extend({
  id: z.string(),
  salary: z.string().nullable(),
  /** YYYY-MM-DD */
  startDate: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  declineNotes: z.string().nullable(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Offer = z.output<typeof offer>;

/** The recruiter's view of one application's interviews and offers, newest first. */
export const applicationHiring = z.object({ interviews: z.array(interview), offers: z.array(offer) });
export type ApplicationHiring = z.output<typeof applicationHiring>;

const optionalText = (max: number) =>
  plainText(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

/** Offered times: from two to ten. */
export const MIN_INTERVIEW_SLOTS = 2;
export const MAX_INTERVIEW_SLOTS = 10;
const dateTime = z.iso.datetime({ offset: true, error: 'invalid' });

/**
 * The recruiter's interview invite: one future time (`scheduledAt`) or two to ten future times the candidate chooses
 * from (`slots`), a place or a link (at least one), a message.
 */
export const interviewForm = z
  .object({
    scheduledAt: dateTime.nullable().default(null),
    slots: z
      .array(dateTime)
      .max(MAX_INTERVIEW_SLOTS, { error: 'interview.slots_too_many' })
      .refine((slots) => new Set(slots.map((at) => Date.parse(at))).size === slots.length, { error: 'interview.slots_duplicate' })
      .default([]),
    durationMinutes: z.number().int().min(5).max(600).default(60),
    place: optionalText(300),
    link: z
      .union([z.literal(''), z.url({ protocol: /^https$/, error: 'invalid' }).max(1000)])
      .nullable()
      .default(null)
      .transform((value) => value || null),
    message: optionalText(MAX_HIRING_TEXT),
  })
  .refine((form) => form.place !== null || form.link !== null, { error: 'required', path: ['place'] })
  .refine((form) => form.scheduledAt !== null || form.slots.length >= MIN_INTERVIEW_SLOTS, {
    error: 'interview.slots_too_few',
    path: ['slots'],
  })
  .refine((form) => form.scheduledAt === null || form.slots.length === 0, { error: 'interview.time_or_slots', path: ['slots'] });
export type InterviewForm = z.input<typeof interviewForm>;

/** The recruiter's offer: salary (as the company words it), start date, message. */
export const offerForm = z.object({
  salary: plainText(200, 1),
  startDate: z.iso.date({ error: 'invalid' }),
  message: optionalText(MAX_HIRING_TEXT),
});
export type OfferForm = z.input<typeof offerForm>;

/** The candidate's notes with an interview answer (optional), and the time they pick when several were offered. */
export const interviewAnswer = z.object({ notes: optionalText(MAX_HIRING_TEXT), slot: dateTime.optional() });

/** One interview on the recruiter's calendar: the agreed time, or an offered time still waiting for the candidate. */
export const calendarInterview = z.object({
  interviewId: z.string(),
  applicationId: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
  candidateName: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  /** `confirmed`: the agreed time; `offered`: one of the times the candidate may still pick */
  status: z.enum(['confirmed', 'offered']),
  link: z.string().nullable(),
  place: z.string().nullable(),
});
export type CalendarInterview = z.output<typeof calendarInterview>;
/** A week (or any span up to 31 days) of the company's interviews. */
export const interviewCalendarQuery = z
  .object({ from: dateTime, to: dateTime })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000, {
    error: 'invalid',
    path: ['to'],
  });
/** Declining an offer asks why: the company reads the reason. */
export const offerDecline = z.object({ notes: plainText(MAX_HIRING_TEXT, 1) });
export type OfferDecline = z.input<typeof offerDecline>;
