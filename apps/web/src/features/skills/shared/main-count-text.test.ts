import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n/i18n.ts';

describe('the main skills count (never "0 de 3 marcada.")', () => {
  it('reads right for none, one and several in pt-BR (whose plural rule counts 0 as one)', async () => {
    if (!i18next.isInitialized) await initI18n();
    await i18next.changeLanguage('pt-BR');
    await i18next.loadNamespaces('skills');
    const text = (count: number) => i18next.t('skills:list.mainCount', { count, max: 3 });
    expect(text(0)).toBe('Marcadas: 0 de 3.');
    expect(text(1)).toBe('Marcadas: 1 de 3.');
    expect(text(3)).toBe('Marcadas: 3 de 3.');
  });
});
