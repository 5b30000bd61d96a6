import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';
import { validateWorkspaceName } from './name-rule.ts';

describe('validateWorkspaceName (the setup wizard and settings name field)', () => {
  it('says an empty name is required, a short one is out of length, a fine one passes', async () => {
    if (!i18next.isInitialized) await initI18n();
    await i18next.changeLanguage('pt-BR');
    expect(validateWorkspaceName('')).toBe('Este campo é obrigatório');
    expect(validateWorkspaceName('   ')).toBe('Este campo é obrigatório');
    expect(validateWorkspaceName('Ab')).toBe('O nome deve ter entre 3 e 255 caracteres');
    expect(validateWorkspaceName('Acme Tecnologia')).toBeNull();
  });
});
