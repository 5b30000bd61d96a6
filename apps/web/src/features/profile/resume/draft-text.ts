import type { ResumeDraft } from '@trilha/contract';
import { formatMonthYear } from '../../../lib/format/format-date.ts';
import { languageName } from '../../../lib/format/language-name.ts';

type Experience = ResumeDraft['professionalExperiences'][number];
type LanguageItem = ResumeDraft['languages'][number];

/** "Desenvolvedor — Acme Ltda (jan/2021 – jan/2025)", or "(… – atual)" for the current job. */
export const experienceLine = (item: Experience, locale: string, current: string) =>
  `${item.role} — ${item.company} (${formatMonthYear(item.startDate, locale)} – ${item.endDate ? formatMonthYear(item.endDate, locale) : current})`;

/** "Inglês (avançado), Espanhol (básico)": each language by its name in the reader's language. */
export const languagesLine = (items: LanguageItem[], language: string, level: (proficiency: LanguageItem['proficiency']) => string) =>
  items.map((item) => `${languageName(item.language, language)} (${level(item.proficiency)})`).join(', ');
