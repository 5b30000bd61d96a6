import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of the lookups (reference data and the postal-code service). */
export const LOOKUPS_ERRORS = {
  'postal_code.not_found': e(404, 'CEP não encontrado', 'Postal code not found', 'Código postal no encontrado'),
  'postal_code.unavailable': e(
    424,
    'Não foi possível consultar o CEP agora. Preencha o endereço manualmente ou tente novamente.',
    'The postal code could not be looked up right now. Fill in the address by hand or try again.',
    'No fue posible consultar el código postal ahora. Completa la dirección manualmente o inténtalo de nuevo.',
  ),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the lookups' queries. */
export const LOOKUPS_FIELD_MESSAGES = {
  'lookup.query_length': {
    'pt-BR': 'A busca deve ter até 100 caracteres',
    en: 'The search must have at most 100 characters',
    es: 'La búsqueda debe tener hasta 100 caracteres',
  },
  'lookup.country': {
    'pt-BR': 'País não disponível: use br ou us',
    en: 'Country not available: use br or us',
    es: 'País no disponible: usa br o us',
  },
  'lookup.cep_invalid': {
    'pt-BR': 'CEP inválido: informe 8 dígitos',
    en: 'Invalid postal code: enter 8 digits',
    es: 'Código postal no válido: ingresa 8 dígitos',
  },
} as const satisfies Record<string, Texts>;
