import type { ErrorEntry, Texts } from '../errors/define.ts';

/** Errors of company: the company data of the admin center. Refusals come from the permission model. */
export const COMPANY_ERRORS = {} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the company data forms. */
export const COMPANY_FIELD_MESSAGES = {
  'company.cnpj_invalid': {
    'pt-BR': 'CNPJ inválido: confira os números e os dígitos verificadores',
    en: 'Invalid CNPJ: check the numbers and the check digits',
    es: 'CNPJ no válido: revisa los números y los dígitos verificadores',
  },
  'company.ein_invalid': {
    'pt-BR': 'EIN inválido: informe 9 dígitos (12-3456789)',
    en: 'Invalid EIN: enter 9 digits (12-3456789)',
    es: 'EIN no válido: ingresa 9 dígitos (12-3456789)',
  },
  'company.zip_invalid': {
    'pt-BR': 'ZIP code inválido: informe 5 dígitos (ou 5 + 4)',
    en: 'Invalid ZIP code: enter 5 digits (or 5 + 4)',
    es: 'Código ZIP no válido: ingresa 5 dígitos (o 5 + 4)',
  },
  'company.linkedin_invalid': {
    'pt-BR': 'Informe um único ID de empresa do LinkedIn, somente números',
    en: 'Enter a single LinkedIn company ID, digits only',
    es: 'Ingresa un único ID de empresa de LinkedIn, solo números',
  },
} as const satisfies Record<string, Texts>;
