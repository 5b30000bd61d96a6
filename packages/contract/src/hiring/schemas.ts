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
  scheduledAt: z.string(),
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

/** The recruiter's interview invite: a future date, a place or a link (at least one), a message. */
export const interviewForm = z
  .object({
    scheduledAt: z.iso.datetime({ offset: true, error: 'invalid' }),
    durationMinutes: z.number().int().min(5).max(600).default(60),
    place: optionalText(300),
    link: z
      .union([z.literal(''), z.url({ protocol: /^https$/, error: 'invalid' }).max(1000)])
      .nullable()
      .default(null)
      .transform((value) => value || null),
    message: optionalText(MAX_HIRING_TEXT),
  })
  .refine((form) => form.place !== null || form.link !== null, { error: 'required', path: ['place'] });
export type InterviewForm = z.input<typeof interviewForm>;

/** The recruiter's offer: salary (as the company words it), start date, message. */
export const offerForm = z.object({
  salary: plainText(200, 1),
  startDate: z.iso.date({ error: 'invalid' }),
  message: optionalText(MAX_HIRING_TEXT),
});
export type OfferForm = z.input<typeof offerForm>;

/** The candidate's notes with an interview answer (optional). */
export const interviewAnswer = z.object({ notes: optionalText(MAX_HIRING_TEXT) });
/** Declining an offer asks why: the company reads the reason. */
export const offerDecline = z.object({ notes: plainText(MAX_HIRING_TEXT, 1) });
export type OfferDecline = z.input<typeof offerDecline>;
