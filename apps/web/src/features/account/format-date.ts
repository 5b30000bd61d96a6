/** A date as the user reads it (the session's locale), e.g. "1 de março de 2026". */
export const formatLongDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
