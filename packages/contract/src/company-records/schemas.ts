import { z } from 'zod';
import { cnpjCharacters, isValidCnpj } from '../company/cnpj.ts';
import { phoneProblem } from '../identity/phone.ts';
import { plainText } from '../identity/text.ts';
import { isVisibleName } from '../platform/names.ts';
import { cpfDigits, isValidCpf } from './tax-ids.ts';

/**
 * Company records of the admin center: bookmarks (external organizations the company works with)
 * and dependents (of the company's members). Optional fields accept '' (an empty input) and are stored as null.
 */
const emptyToNull = (value: string | null) => (value === null || value === '' ? null : value);
const optionalText = (max: number) => plainText(max).nullable().default(null).transform(emptyToNull);
const requiredName = plainText(120, 1, 'name.invisible').refine(isVisibleName, { error: 'name.invisible' });

/** An e-mail, or nothing. */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, { error: 'email.invalid' })
  .refine((value) => value === '' || z.regexes.email.test(value), { error: 'email.invalid' })
  .nullable()
  .default(null)
  .transform(emptyToNull);

/** A Brazilian phone with its DDD ('DDD inválido', 'Telefone inválido'), or nothing. */
const optionalPhone = z
  .string()
  .trim()
  .max(30, { error: 'phone.invalid' })
  .refine((value) => value === '' || phoneProblem(value, 'br') === null, {
    error: (issue) => phoneProblem(String(issue.input), 'br') ?? 'phone.invalid',
  })
  .nullable()
  .default(null)
  .transform(emptyToNull);

/** A tax id checked by `valid` and stored as `stored` gives it (no punctuation), or nothing. */
const optionalTaxId = (valid: (value: string) => boolean, stored: (value: string) => string, message: string) =>
  z
    .string()
    .trim()
    .max(30, { error: message })
    .refine((value) => value === '' || valid(value), { error: message })
    .nullable()
    .default(null)
    .transform((value) => emptyToNull(value === null ? null : stored(value)));

// ---- Bookmarks (external organizations) ----

/** POST and PUT /v1/-/bookmarks: the name is required and unique in the company, whatever the case. */
export const bookmarkForm = z.object({
  name: requiredName,
  legalName: optionalText(200),
  /** CNPJ */
  taxId: optionalTaxId(isValidCnpj, cnpjCharacters, 'bookmark.tax_id'),
  mainContact: optionalText(200),
  phone: optionalPhone,
  email: optionalEmail,
  observations: optionalText(2000),
});
export type BookmarkForm = z.output<typeof bookmarkForm>;
export type BookmarkFormInput = z.input<typeof bookmarkForm>;

export const bookmarkItem = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  taxId: z.string().nullable(),
  mainContact: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  observations: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookmarkItem = z.infer<typeof bookmarkItem>;

/** GET /v1/-/bookmarks: by name; `search` keeps the names that contain it, case ignored. */
export const bookmarkListQuery = z.object({
  search: z.string().trim().max(120).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

// ---- Dependents ----

/** How a dependent relates to the member who holds it (filho(a), cônjuge, ...). */
export const DEPENDENT_RELATIONSHIPS = ['child', 'stepchild', 'spouse', 'partner', 'parent', 'sibling', 'other'] as const;
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];

/** The oldest birth date a dependent may have. */
export const DEPENDENT_BIRTH_MIN = '1900-01-01';

/** A dependent's data (the API answers `_id` plus this `data`). The birth date must not be in the future. */
export const dependentData = z.object({
  name: requiredName,
  relationship: z.enum(DEPENDENT_RELATIONSHIPS),
  birthDate: z.iso.date().refine((value) => value >= DEPENDENT_BIRTH_MIN, { error: 'invalid' }),
  /** CPF */
  taxId: optionalTaxId(isValidCpf, cpfDigits, 'dependent.tax_id'),
  /** the company member whose dependent this is */
  holderUserId: z.uuid().nullable().default(null),
  observations: optionalText(2000),
});
export type DependentDataForm = z.output<typeof dependentData>;
export type DependentDataInput = z.input<typeof dependentData>;

/** POST /v1/-/dependents and PUT /v1/-/dependents/:id: `{ data }`. */
export const dependentBody = z.object({ data: dependentData });

/** The rule that needs today's date (no future birth date), kept out of the schema so the server uses its clock. */
export const dependentBirthProblem = (birthDate: string, today: string): 'date.future' | null => (birthDate > today ? 'date.future' : null);

export const dependentItem = z.object({
  id: z.string(),
  data: z.object({
    name: z.string(),
    relationship: z.enum(DEPENDENT_RELATIONSHIPS),
    birthDate: z.string(),
    taxId: z.string().nullable(),
    holderUserId: z.string().nullable(),
    observations: z.string().nullable(),
  }),
  /** the holder's name, when the dependent has one who is still a member */
  holder: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DependentItem = z.infer<typeof dependentItem>;

export const dependentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A department's name: 2 to 120 characters (unique per company, ignoring case, checked by the server). */
export const departmentBody = z.object({ name: z.string().trim().min(2).max(120) });
/** Who to place in a department: members of the company (checked by the server). */
export const departmentMembersBody = z.object({
  userIds: z
    .array(z.uuid({ error: 'invalid' }))
    .min(1)
    .max(500),
});
export const departmentItem = z.object({ id: z.string(), name: z.string(), removed: z.boolean(), positions: z.number() });
