export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** Picks the best supported language from an Accept-Language header or a stored preference. */
export function resolveLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es';
  }
  return DEFAULT_LANGUAGE;
}

/** pt-BR when region is BRA or the language is Portuguese, else en-US. */
export function resolveLocale(region: string | null | undefined, language: string | null | undefined): 'pt-BR' | 'en-US' {
  return region === 'BRA' || language?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-US';
}
