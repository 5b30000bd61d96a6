import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { COUNTRY_CODES, type CountryCode, phoneProblem } from '../identity/phone.ts';
import { plainText } from '../identity/text.ts';
import { isVisibleName } from '../platform/names.ts';
import {
  type AcademicExperience,
  academicExperience,
  isoDate,
  languageSkill,
  type ProfessionalExperience,
  professionalExperience,
  SOCIAL_LINK_TYPES,
} from './items.ts';

export * from './items.ts';

/** Usernames have at least 4 characters; lowercase letters, digits, @ . _ only. */
export const USERNAME_MIN = 4;
const USERNAME_CHARS = /^[a-z0-9@._]+$/;
/** Brazilian disability categories (Lei Brasileira de Inclusão, art. 2). */
export const PCD_TYPES = ['physical', 'hearing', 'visual', 'intellectual', 'psychosocial', 'multiple'] as const;
export const PROFILE_COUNTRIES = ['BRA', 'USA'] as const;
/** The youngest age a profile may state: 14, the minimum age for an apprenticeship in Brazil. */
export const MIN_AGE_YEARS = 14;
export const MAX_EXPERIENCES = 30;
/** The 20 position categories (GET /v1/categories) are numbered 1..20. */
export const CATEGORY_COUNT = 20;
/** A CID-10 code: a letter, two digits and an optional subcategory (F84.0, H90, Q90.9). */
const CID_10 = /^[A-TV-Z]\d{2}(\.\d{1,2})?$/;

const name = plainText(100, 1, 'name.invisible').refine(isVisibleName, { error: 'name.invisible' });
const optionalText = (max: number) => plainText(max).nullable().default(null);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .check(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'url.invalid' }));

export const username = z
  .string()
  .trim()
  .max(50, { error: 'username.length_max' })
  .refine((value) => value.length >= USERNAME_MIN, { error: 'username.length', abort: true })
  .refine((value) => USERNAME_CHARS.test(value), { error: 'username.chars' });

export const socialLink = z.object({ type: z.enum(SOCIAL_LINK_TYPES), url: httpUrl });

/** The date rules of one experience: start and end differ, start before end, end unless current. */
function checkPeriod(
  item: { startDate: string; endDate: string | null },
  current: boolean,
  add: (message: string, path: string) => void,
): void {
  if (current) return;
  if (!item.endDate) add('required', 'endDate');
  else if (item.endDate === item.startDate) add('date.same', 'endDate');
  else if (item.endDate < item.startDate) add('date.order', 'endDate');
}

const professionalRow = professionalExperience.superRefine((item, ctx) =>
  checkPeriod(item, item.currentlyWorking, (message, path) => ctx.addIssue({ code: 'custom', message, path: [path] })),
);
const academicRow = academicExperience.superRefine((item, ctx) =>
  checkPeriod(item, item.currentlyStudying, (message, path) => ctx.addIssue({ code: 'custom', message, path: [path] })),
);

const unique =
  <T>(key: (item: T) => string, message: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [index] });
      seen.add(k);
    });
  };

/** The profile form: what PUT /v1/profile replaces. Skills live in the skills domain. */
export const profileForm = z
  .object({
    name,
    lastName: name,
    username: username.nullable().default(null),
    birthdate: isoDate.nullable().default(null),
    phone: z.string().trim().max(30).nullable().default(null),
    countryCode: z.enum(COUNTRY_CODES).nullable().default(null),
    contactPhone: z.string().trim().max(30).nullable().default(null),
    contactCountryCode: z.enum(COUNTRY_CODES).nullable().default(null),
    countryAbbr: z.enum(PROFILE_COUNTRIES).nullable().default(null),
    state: optionalText(2),
    city: optionalText(120),
    cityId: z.number().int().positive().nullable().default(null),
    isPCD: z.boolean().default(false),
    pcdType: z.enum(PCD_TYPES).nullable().default(null),
    pcdCID: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => CID_10.test(value), 'pcd.cid')
      .nullable()
      .default(null),
    needAdaptation: z.boolean().default(false),
    pcdAdaptation: optionalText(1000),
    professionalTitle: optionalText(120),
    professionalDescription: optionalText(2000),
    preferredAreas: z.array(z.number().int().min(1).max(CATEGORY_COUNT)).max(CATEGORY_COUNT).default([]),
    professionalExperiences: z
      .array(professionalRow)
      .max(MAX_EXPERIENCES)
      .default([])
      .superRefine(unique((item) => `${item.company}|${item.role}|${item.startDate}`, 'profile.duplicate')),
    academicExperiences: z
      .array(academicRow)
      .max(MAX_EXPERIENCES)
      .default([])
      .superRefine(unique((item) => `${item.institution}|${item.title}|${item.startDate}`, 'profile.duplicate')),
    languages: z
      .array(languageSkill)
      .max(30)
      .default([])
      .superRefine(unique((item) => item.language, 'profile.duplicate')),
    socialLinks: z
      .array(socialLink)
      .max(SOCIAL_LINK_TYPES.length)
      .default([])
      .superRefine(unique((item) => item.type, 'profile.duplicate')),
    contentLanguages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).default([]),
    isPrivate: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const phoneRule = (phone: string | null, country: CountryCode | null, path: string, countryPath: string) => {
      if (!phone) return;
      const problem = country ? phoneProblem(phone, country) : null;
      if (!country) ctx.addIssue({ code: 'custom', message: 'required', path: [countryPath] });
      else if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
    };
    phoneRule(form.phone, form.countryCode, 'phone', 'countryCode');
    phoneRule(form.contactPhone, form.contactCountryCode, 'contactPhone', 'contactCountryCode');
    if (form.isPCD && !form.pcdType) ctx.addIssue({ code: 'custom', message: 'required', path: ['pcdType'] });
    if (form.needAdaptation && !form.pcdAdaptation) ctx.addIssue({ code: 'custom', message: 'required', path: ['pcdAdaptation'] });
  });
export type ProfileForm = z.infer<typeof profileForm>;
export type ProfileFormInput = z.input<typeof profileForm>;

/** An ISO date `years` before `today` (YYYY-MM-DD). */
function yearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * The rules that depend on today's date (no future dates; a sane age), kept out of the schema so the
 * server checks them with its own clock: field path -> FIELD_MESSAGES key.
 */
export function profileDateProblems(
  form: { birthdate: string | null; professionalExperiences: ProfessionalExperience[]; academicExperiences: AcademicExperience[] },
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.birthdate) {
    if (form.birthdate > today) problems.birthdate = 'date.future';
    else if (form.birthdate > yearsBefore(today, MIN_AGE_YEARS)) problems.birthdate = 'birthdate.min_age';
    else if (form.birthdate < yearsBefore(today, 120)) problems.birthdate = 'birthdate.too_old';
  }
  const rows = [
    ['professionalExperiences', form.professionalExperiences],
    ['academicExperiences', form.academicExperiences],
  ] as const;
  for (const [list, items] of rows) {
    items.forEach((item, index) => {
      if (item.startDate > today) problems[`${list}.${index}.startDate`] = 'date.future';
      if (item.endDate && item.endDate > today) problems[`${list}.${index}.endDate`] ??= 'date.future';
    });
  }
  return problems;
}

/** Thumbnail sizes and their side in pixels. */
export const AVATAR_SIZES = { avatar: 64, small: 128, medium: 256, large: 512 } as const;
export const avatarUrls = z.object({ avatar: z.string(), small: z.string(), medium: z.string(), large: z.string() });
export type AvatarUrls = z.infer<typeof avatarUrls>;

/** GET /v1/profile: the form plus what the user does not type. */
export const profileDetails = z.object({
  form: profileForm,
  email: z.string(),
  avatar: avatarUrls.nullable(),
  updatedAt: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof profileDetails>;

/** The public profile card: name, profession, summary, location, current company, sector, 3 defining skills. */
export const profileCard = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  avatar: avatarUrls.nullable(),
  profession: z.string().nullable(),
  summary: z.string().nullable(),
  location: z.string().nullable(),
  currentCompany: z.string().nullable(),
  sector: z.number().int().nullable(),
  skills: z.array(z.object({ skillId: z.string(), title: z.string() })).max(3),
  isPrivate: z.boolean(),
});
export type ProfileCard = z.infer<typeof profileCard>;
