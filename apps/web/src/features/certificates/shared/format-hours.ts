/** A workload in hours in the reader's locale: "1,5" in pt-BR. */
export const formatHours = (hours: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hours);
