import { describe, expect, it } from 'vitest';
import { amountError, CUSTOM, chosenCredits } from './amount.ts';

describe('the add-credits amount rules', () => {
  it('takes a package as it is and a custom amount from 20 credits up', () => {
    expect(chosenCredits({ choice: '100', custom: '' })).toBe(100);
    expect(amountError({ choice: '100', custom: '' }, 'pt-BR')).toBeNull();
    expect(chosenCredits({ choice: CUSTOM, custom: 20 })).toBe(20);
    expect(amountError({ choice: CUSTOM, custom: 20 }, 'pt-BR')).toBeNull();
    expect(amountError({ choice: CUSTOM, custom: 19 }, 'pt-BR')).toBe('O valor mínimo é de 20 créditos');
    expect(amountError({ choice: CUSTOM, custom: 0 }, 'en')).toBe('The minimum amount is 20 credits');
    expect(amountError({ choice: CUSTOM, custom: '' }, 'pt-BR')).toBe('Este campo é obrigatório');
    expect(amountError({ choice: CUSTOM, custom: 20.5 }, 'pt-BR')).toBe('Informe um número inteiro de créditos');
    expect(amountError({ choice: CUSTOM, custom: 100_001 }, 'pt-BR')).toBe('O valor máximo é de 100.000 créditos');
  });
});
