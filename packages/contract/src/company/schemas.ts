import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { phoneDigits, phoneProblem } from '../identity/phone.ts';
import { emailField } from '../identity/schemas.ts';
import { isStorableText, plainText, unlessEmpty } from '../identity/text.ts';
import { cnpjCharacters, isValidCnpj } from './cnpj.ts';

export * from './cnpj.ts';

/** A company's status: on test until it buys credits once, then regular. */
export const COMPANY_STATUSES = ['test', 'regular'] as const;

/** The 27 Brazilian federative units (UF), as the postal-code service and the states lookup name them. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** The 50 US states and the District of Columbia (USPS codes). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** Optional free text: empty means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isStorableText, { error: 'invalid', abort: true })
    .nullable()
    .default(null)
    .transform((value) => value || null);

/** A required phone of the company's country, checked by the profile's rules ('DDD inválido', 'Telefone inválido'); kept as digits. */
const companyPhone = (country: 'br' | 'us') =>
  z
    .string()
    .trim()
    .min(1)
    .max(30)
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value, country);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform(phoneDigits);

/** A CNPJ with its check digits, punctuated or not; kept without punctuation. */
export const cnpjField = z
  .string()
  .trim()
  .max(30)
  .refine(isValidCnpj, { error: unlessEmpty('company.cnpj_invalid') })
  .transform(cnpjCharacters);

/** The Brazilian postal code (CEP) of an address: 8 digits, with or without the hyphen; kept as digits. */
const postalCode = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/, { error: unlessEmpty('lookup.cep_invalid') })
  .transform((value) => value.replace('-', ''));

/** The Brazilian company data form, as PUT /v1/-/company/details saves it. */
export const companyDetailsForm = z.object({
  legalName: plainText(255, 1),
  tradeName: plainText(255, 1),
  taxId: cnpjField,
  employerId: optionalText(30),
  municipalRegistration: optionalText(30),
  stateRegistration: optionalText(30),
  simpleTax: z.boolean().default(false),
  email: emailField,
  phone: companyPhone('br'),
  address: z.object({
    postalCode,
    state: z.enum(BRAZILIAN_STATES),
    city: plainText(120, 1),
    neighborhood: plainText(120, 1),
    street: plainText(255, 1),
    number: plainText(20, 1),
    complement: optionalText(120),
  }),
});
export type CompanyDetailsForm = z.infer<typeof companyDetailsForm>;
export type CompanyDetailsFormInput = z.input<typeof companyDetailsForm>;

/** A US employer identification number (EIN): 9 digits, usually written 12-3456789; kept as digits. */
const einField = z
  .string()
  .trim()
  .regex(/^\d{2}-?\d{7}$/, { error: unlessEmpty('company.ein_invalid') })
  .transform((value) => value.replace('-', ''));

/** The company data form of a US company (PUT /v1/-/company/details_us). */
export const companyDetailsUsForm = z.object({
  legalName: plainText(255, 1),
  tradeName: plainText(255, 1),
  employerId: einField,
  email: emailField,
  phone: companyPhone('us'),
  address: z.object({
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, { error: unlessEmpty('company.zip_invalid') }),
    state: z.enum(US_STATES),
    city: plainText(120, 1),
    street: plainText(255, 1),
    number: plainText(20, 1),
    complement: optionalText(120),
  }),
});
export type CompanyDetailsUsForm = z.infer<typeof companyDetailsUsForm>;
export type CompanyDetailsUsFormInput = z.input<typeof companyDetailsUsForm>;

// What was saved, as saved (checked when it was written, so answers never re-run the rules of the forms).
const text = z.string();
const optional = z.string().nullable();
const savedDetails = z.object({
  legalName: text,
  tradeName: text,
  taxId: text,
  employerId: optional,
  municipalRegistration: optional,
  stateRegistration: optional,
  simpleTax: z.boolean(),
  email: text,
  phone: text,
  address: z.object({
    postalCode: text,
    state: text,
    city: text,
    neighborhood: text,
    street: text,
    number: text,
    complement: optional,
  }),
});
const savedDetailsUs = z.object({
  legalName: text,
  tradeName: text,
  employerId: text,
  email: text,
  phone: text,
  address: z.object({ zip: text, state: text, city: text, street: text, number: text, complement: optional }),
});

/** The saved forms: null until the first save. */
export const companyDetailsResponse = z.object({ details: savedDetails.nullable() });
export type CompanyDetails = z.infer<typeof savedDetails>;
export const companyDetailsUsResponse = z.object({ details: savedDetailsUs.nullable() });
export type CompanyDetailsUs = z.infer<typeof savedDetailsUs>;

/**
 * The professional network's (LinkedIn's) company id: one only, the number of the company's page
 * (linkedin.com/company/<number>, urn:li:organization:<number>). Empty clears it.
 */
export const companyLinkedinId = z
  .string()
  .trim()
  .max(40)
  .refine((value) => value === '' || /^\d{1,20}$/.test(value), { error: 'company.linkedin_invalid' })
  .nullable()
  .transform((value) => value || null);

export const companyLinkedinBody = z.object({ linkedinId: companyLinkedinId });

export const companyQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** GET /v1/-/company: the company the admin center manages, with what its plan allows. */
export const companyInfo = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string().nullable(),
  /** BRA or USA: which company data form applies */
  region: z.string(),
  /** the region's name in the `lang` of the query (else the caller's language) */
  regionName: z.string(),
  status: z.enum(COMPANY_STATUSES),
  paymentExemption: z.boolean(),
  allowSupport: z.boolean(),
  linkedinId: z.string().nullable(),
  /** the company data form was saved */
  hasBillingData: z.boolean(),
  /** promotion tools only for regular clients with billing data (the payment exempt pay nothing) */
  promotionTools: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;
