import { z } from 'zod';
import { CONTENT_LANGUAGES, webLink } from '../contents/schemas.ts';
import { isStorableText, plainText, unlessEmpty } from '../identity/text.ts';
import { searchText } from '../search/search-text.ts';

/** How a course is taken, how long it is, and what it costs. */
export const COURSE_MODALITIES = ['bimodal', 'hybrid', 'online', 'online_synchronous', 'oncampus'] as const;
export type CourseModality = (typeof COURSE_MODALITIES)[number];
export const COURSE_WORKLOADS = ['indifferent', 'shortterm', 'longterm'] as const;
export const COURSE_PRICES = ['indifferent', 'free', 'paid'] as const;
export const COURSE_CURRENCIES = ['BRL', 'USD'] as const;
/** A course of up to 40 hours is short-term; a longer one is long-term. */
export const SHORT_TERM_MAX_HOURS = 40;
/** 15 suggestions per page; the search shows 12 per page; a course's page shows 6 related ones. */
export const COURSE_SUGGESTIONS_PAGE_SIZE = 15;
export const COURSE_SEARCH_PAGE_SIZE = 12;
export const RELATED_COURSES = 6;

const id = z.string().min(1).max(200);
/** a provider or segment by id or slug; null or empty means any */
const optionalKey = z.preprocess((value) => (value === '' ? null : value), z.string().trim().min(1).max(200).nullish());
const modalityList = z.preprocess(
  (value) => (value === '' || value === null || value === 'indifferent' ? undefined : typeof value === 'string' ? [value] : value),
  z.array(z.enum(COURSE_MODALITIES)).max(COURSE_MODALITIES.length).default([]),
);

/** The course search filter; `modality` takes one modality or several. */
export const courseSearchFilter = z.object({
  name: z.preprocess((value) => (value === null ? '' : value), searchText),
  modality: modalityList,
  workload: z.preprocess((value) => (value === null || value === '' ? undefined : value), z.enum(COURSE_WORKLOADS).default('indifferent')),
  price: z.preprocess((value) => (value === null || value === '' ? undefined : value), z.enum(COURSE_PRICES).default('indifferent')),
  segment: optionalKey,
  provider: optionalKey,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CourseSearchFilter = z.input<typeof courseSearchFilter>;

/** The body of enrolling and saving: the course, and the portal it was found through (its id or subdomain). */
export const courseAction = z.object({ course_id: id, aggregator: z.string().trim().min(1).max(200).nullish() });

/** A course as listings and its page show it, with what the caller did with it. */
export const courseItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  provider: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  /** named in the caller's language */
  segment: z.object({ id: z.string(), name: z.string() }),
  modality: z.enum(COURSE_MODALITIES),
  workloadHours: z.number(),
  workload: z.enum(['shortterm', 'longterm']),
  /** in currency units (199.9 is R$ 199,90); 0 when free */
  price: z.number(),
  currency: z.enum(COURSE_CURRENCIES),
  free: z.boolean(),
  language: z.enum(CONTENT_LANGUAGES),
  url: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  saved: z.boolean(),
  enrolled: z.boolean(),
});
export type CourseItem = z.output<typeof courseItem>;

/** A course's page: the fields of the listings for now, in a schema of its own so the page can grow. */
export const courseDetails = courseItem.extend({});
export type CourseDetails = z.output<typeof courseDetails>;

/** An enrolment: the phone the provider will call, as it was when the caller enrolled. */
export const courseEnrollment = z.object({
  courseId: z.string(),
  phone: z.string(),
  enrolledAt: z.string(),
  course: courseItem,
});

export const providerItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
});
export type CourseProviderItem = z.output<typeof providerItem>;

export const segmentItem = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type CourseSegmentItem = z.output<typeof segmentItem>;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: unlessEmpty('courses.slug') });
const optionalText = (max: number) => z.preprocess(blank, plainText(max, 1).optional());
/** a link PostgreSQL can store (no NUL, no half surrogate pair) */
const storableLink = webLink.refine(isStorableText, { error: 'contents.link_format' });

/**
 * One row of the catalogue's CSV import (`npm run courses:import -- file.csv`), every cell as text. A segment is
 * named by its slug and must exist; a provider by its slug, created with `provider_name` when new. The price is a
 * decimal in the currency (199.90, 199,90 or 0 for free).
 */
export const courseImportRow = z
  .object({
    provider: slug,
    provider_name: optionalText(200),
    external_id: plainText(200, 1),
    name: plainText(255, 1),
    description: z.preprocess((value) => (value === undefined || value === null ? '' : value), plainText(5000)),
    segment: slug,
    modality: z
      .string()
      .trim()
      .pipe(z.enum(COURSE_MODALITIES, { error: unlessEmpty('courses.modality') })),
    workload_hours: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, { error: unlessEmpty('courses.workload_hours') })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: 'courses.workload_hours' }).max(10_000, { error: 'courses.workload_hours' })),
    price: z
      .string()
      .trim()
      .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, { error: unlessEmpty('courses.price') })
      .transform((value) => Math.round(Number(value.replace(',', '.')) * 100)),
    currency: z.preprocess(
      (value) => (blank(value) === undefined ? 'BRL' : String(value).trim().toUpperCase()),
      z.enum(COURSE_CURRENCIES, { error: 'courses.currency' }),
    ),
    language: z.preprocess(
      (value) => (blank(value) === undefined ? 'pt-BR' : String(value).trim()),
      z.enum(CONTENT_LANGUAGES, { error: 'courses.language' }),
    ),
    url: z.preprocess(blank, storableLink),
    image_url: z.preprocess(blank, storableLink.optional()),
    city: optionalText(120),
    state: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, { error: 'courses.state' })
        .transform((value) => value.toUpperCase())
        .optional(),
    ),
  })
  .superRefine((row, ctx) => {
    // an on-campus course happens somewhere: the catalogue shows where
    if (row.modality === 'oncampus' && !row.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'courses.city_required' });
  })
  .transform((row) => ({
    provider: row.provider,
    providerName: row.provider_name ?? null,
    externalId: row.external_id,
    name: row.name,
    description: row.description,
    segment: row.segment,
    modality: row.modality,
    workloadHours: row.workload_hours,
    priceCents: row.price,
    currency: row.currency,
    language: row.language,
    url: row.url,
    imageUrl: row.image_url ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
  }));
export type CourseImport = z.output<typeof courseImportRow>;
/** The CSV's columns; `provider_name`, `description`, `currency`, `language`, `image_url`, `city` and `state` may be left out. */
export const COURSE_IMPORT_COLUMNS = [
  'provider',
  'provider_name',
  'external_id',
  'name',
  'description',
  'segment',
  'modality',
  'workload_hours',
  'price',
  'currency',
  'language',
  'url',
  'image_url',
  'city',
  'state',
] as const;
export const COURSE_IMPORT_REQUIRED_COLUMNS = [
  'provider',
  'external_id',
  'name',
  'segment',
  'modality',
  'workload_hours',
  'price',
  'url',
] as const;
