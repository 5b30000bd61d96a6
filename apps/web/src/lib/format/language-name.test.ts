import { describe, expect, it } from 'vitest';
import { languageName } from './language-name.ts';

describe('languageName', () => {
  it('writes a language capitalised in the reader’s language, as the other requirements are', () => {
    expect(languageName('en', 'pt-BR')).toBe('Inglês');
    expect(languageName('es', 'es')).toBe('Español');
    expect(languageName('pt', 'en')).toBe('Portuguese');
  });
});
