/**
 * The Brazilian personal tax id (CPF) by its check digits (Receita Federal's modulo-11 rule). CNPJs are checked by
 * ../company/cnpj.ts.
 */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Modulo-11 check digit of `digits` with the weights given, as the Receita Federal computes both ids. */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Only digits and the usual punctuation (529.982.247-25). */
const TAX_ID_CHARS = /^[\d\s./-]{1,30}$/;

/** A CPF: 11 digits, not all equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  if (!TAX_ID_CHARS.test(value)) return false;
  const d = digitsOf(value);
  if (d.length !== 11 || /^(\d)\1+$/.test(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return Number(d[9]) === first && Number(d[10]) === second;
}

/** The digits of a CPF as stored. */
export const cpfDigits = digitsOf;
