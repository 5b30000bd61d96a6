import type { Language } from '../i18n/languages.ts';

/** A message in every language. */
export type Texts = Record<Language, string>;
export interface ErrorEntry extends Texts {
  status: number;
}

/** One error of a domain's catalogue: its HTTP status and message per language (pt-BR is the product's own text). */
export const e = (status: number, ptBR: string, en: string, es: string): ErrorEntry => ({ status, 'pt-BR': ptBR, en, es });
