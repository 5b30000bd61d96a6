/**
 * The Brazilian company tax id (CNPJ): 12 characters then 2 check digits, each a mod-11 sum of the characters before
 * it. Since July 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024): the first 12
 * characters may be letters, each worth its ASCII code minus 48, so digits keep their value and old CNPJs their digits.
 */
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];
const SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** What people type around a CNPJ (12.345.678/0001-95) taken away, letters upper-cased. */
export const cnpjCharacters = (value: string) => value.replace(/[\s./-]/g, '').toUpperCase();

function checkDigit(base: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + (base.charCodeAt(index) - 48) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of the first 12 characters of a CNPJ. */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, FIRST_WEIGHTS);
  return `${first}${checkDigit(`${base}${first}`, SECOND_WEIGHTS)}`;
}

/** Whether a CNPJ (punctuated or not) has a valid shape and check digits; a run of one repeated digit is refused. */
export function isValidCnpj(value: string): boolean {
  const cnpj = cnpjCharacters(value);
  if (!SHAPE.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** 12345678000195 -> 12.345.678/0001-95 */
export const formatCnpj = (cnpj: string) =>
  cnpj.length === 14 ? `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}` : cnpj;
