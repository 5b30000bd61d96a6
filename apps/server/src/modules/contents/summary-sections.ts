import type { Language } from '@trilha/contract';
import type { SummarySection } from '../communication/index.ts';
import { newContentsFor } from './summary.data.ts';

const NEW_CONTENTS = {
  'pt-BR': {
    title: 'Novos conteúdos nos seus workspaces',
    line: (w: string, n: number) => `${w}: ${n} ${n === 1 ? 'novo conteúdo' : 'novos conteúdos'}`,
  },
  en: { title: 'New contents in your workspaces', line: (w: string, n: number) => `${w}: ${n} new ${n === 1 ? 'content' : 'contents'}` },
  es: {
    title: 'Nuevos contenidos en tus workspaces',
    line: (w: string, n: number) => `${w}: ${n} ${n === 1 ? 'nuevo contenido' : 'nuevos contenidos'}`,
  },
} as const satisfies Record<Language, unknown>;

/** The learning part of the e-mail summary: what others published in the reader's workspaces since the last one. */
export const contentsSummarySections: SummarySection[] = [
  {
    name: 'new contents',
    async collect(q, reader, since, now) {
      const published = await newContentsFor(q, reader.userId, since, now);
      if (published.length === 0) return null;
      const words = NEW_CONTENTS[reader.language];
      return { title: words.title, lines: published.map((item) => words.line(item.workspace, item.count)) };
    },
  },
];
