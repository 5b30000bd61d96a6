import { z } from 'zod';
import { isStorableText } from '../identity/text.ts';

/** Lookups answer at most 50 entries, 20 unless the caller asks otherwise. */
export const LOOKUP_LIMIT_DEFAULT = 20;
export const LOOKUP_LIMIT_MAX = 50;
export const LOOKUP_QUERY_MAX = 100;

/** The countries whose states and cities the lookups know. */
export const LOOKUP_COUNTRIES = ['br', 'us'] as const;
export type LookupCountry = (typeof LOOKUP_COUNTRIES)[number];

/** Search text: trimmed, at most 100 characters; accents and case do not matter (the server folds them). */
export const lookupSearchText = z
  .string()
  .trim()
  .max(LOOKUP_QUERY_MAX, { error: 'lookup.query_length' })
  .refine(isStorableText, { error: 'invalid', abort: true })
  .default('');

export const lookupLimit = z.coerce.number().int().min(1).max(LOOKUP_LIMIT_MAX).default(LOOKUP_LIMIT_DEFAULT);

/** 'br' or 'us', any case. */
export const lookupCountry = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(LOOKUP_COUNTRIES, { error: 'lookup.country' }))
  .default('br');

/** A query-string flag: 'true' or 'false'. */
export const queryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** A language by its ISO 639-1 code, named in the requested language. */
export const languageItem = z.object({ code: z.string(), name: z.string() });
export type LanguageItem = z.infer<typeof languageItem>;

/** A higher-education institution in Brazil. */
export const schoolItem = z.object({ name: z.string(), acronym: z.string() });
export type SchoolItem = z.infer<typeof schoolItem>;

/** A company or a job title: a name to pick (the form also accepts free text). */
export const namedItem = z.object({ name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

/** A state: its code (UF for Brazil, USPS for the US), name and official number (IBGE code, US FIPS code). */
export const stateItem = z.object({ code: z.string(), name: z.string(), id: z.number().int(), countryCode: z.enum(LOOKUP_COUNTRIES) });
export type StateItem = z.infer<typeof stateItem>;

/** A city: id is the municipality's 7-digit IBGE code in Brazil, null for US cities. */
export const cityItem = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  state: z.string(),
  countryCode: z.enum(LOOKUP_COUNTRIES),
});
export type CityItem = z.infer<typeof cityItem>;

/** A Brazilian postal code (CEP): eight digits, with or without the hyphen. */
export const cep = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/, { error: 'lookup.cep_invalid' })
  .transform((value) => value.replace('-', ''));

/** The address of a CEP, as the postal-code service knows it. */
export const postalAddress = z.object({
  cep: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  cityId: z.number().int().nullable(),
});
export type PostalAddress = z.infer<typeof postalAddress>;

export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** Degree types of Brazilian higher education (bacharelado, licenciatura, tecnólogo). */
export const DEGREES = ['bachelor', 'teaching', 'technologist'] as const;

/** An academic course in Brazil with its degree, named in the requested language. */
export const academicCourseItem = z.object({ name: z.string(), degree: z.enum(DEGREES), degreeName: z.string() });
export type AcademicCourseItem = z.infer<typeof academicCourseItem>;
