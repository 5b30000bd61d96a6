import { ERRORS, LANGUAGES } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en/common.json';
import es from './locales/es/common.json';
import ptBR from './locales/pt-BR/common.json';
import { SHOWN_ERRORS, serverErrorKey } from './server-errors.ts';

const FILES = { 'pt-BR': ptBR, en, es } as const;

describe('the error texts the web shows by itself', () => {
  it('are the contract catalogue’s own words, in every language', () => {
    for (const language of LANGUAGES) {
      const texts = FILES[language].serverErrors as Record<string, string>;
      for (const code of SHOWN_ERRORS) expect(texts[serverErrorKey(code)], `${language} ${code}`).toBe(ERRORS[code][language]);
      expect(Object.keys(texts).sort()).toEqual(SHOWN_ERRORS.map(serverErrorKey).sort());
    }
  });
});
