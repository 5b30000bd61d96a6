import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../i18n/i18n.ts';
import { missesRequiredFields } from './required-fields.ts';

describe('missesRequiredFields (the form-level "Algum campo obrigatório não foi preenchido")', () => {
  it('is true only when a field was left empty, not for filled fields that break a rule or unaccepted terms', async () => {
    if (!i18next.isInitialized) await initI18n();
    await i18next.changeLanguage('pt-BR');
    expect(missesRequiredFields({ name: 'Este campo é obrigatório' })).toBe(true);
    expect(
      missesRequiredFields({
        password: 'A senha deve ter pelo menos 8 caracteres',
        acceptTerms: 'Você precisa aceitar os termos de uso',
      }),
    ).toBe(false);
    expect(missesRequiredFields({})).toBe(false);
  });
});
