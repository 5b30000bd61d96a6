import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { type DependentValues, dataFieldErrors, validateDependent } from './dependent-form-values.ts';

const valid: DependentValues = {
  name: 'Lia Souza',
  relationship: 'child',
  birthDate: '2015-04-12',
  taxId: '',
  holderUserId: null,
  observations: '',
};

describe('the dependent form', () => {
  it('accepts a complete form and refuses a future birth date with its own message', () => {
    expect(validateDependent(valid, 'pt-BR')).toEqual({});
    expect(validateDependent({ ...valid, birthDate: '2999-01-01' }, 'pt-BR')).toEqual({ birthDate: 'A data não pode estar no futuro' });
  });

  it('says which field is missing or wrong', () => {
    expect(validateDependent({ ...valid, name: '', relationship: null, taxId: '529.982.247-24' }, 'pt-BR')).toEqual({
      name: 'Este campo é obrigatório',
      relationship: 'Este campo é obrigatório',
      taxId: 'CPF inválido',
    });
  });

  it("puts the server's field errors on the form's own fields", () => {
    const error = new ApiError(422, 'validation.failed', 'Algum campo obrigatório não foi preenchido', {
      'data.birthDate': 'A data não pode estar no futuro',
    });
    expect(dataFieldErrors(error)).toEqual({ birthDate: 'A data não pode estar no futuro' });
  });
});
