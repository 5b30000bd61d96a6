import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of the searches. */
export const SEARCH_ERRORS = {
  // a search cancelled by its time limit, or waiting too long for its turn: the server is busy, not the request wrong
  'search.unavailable': e(
    503,
    'A busca está demorando mais que o normal. Tente novamente em instantes.',
    'The search is taking longer than usual. Try again in a moment.',
    'La búsqueda está tardando más de lo normal. Inténtalo de nuevo en unos instantes.',
  ),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the search texts. */
export const SEARCH_FIELD_MESSAGES = {
  'search.text_length': {
    'pt-BR': 'A busca deve ter até 120 caracteres',
    en: 'The search must have at most 120 characters',
    es: 'La búsqueda debe tener hasta 120 caracteres',
  },
} as const satisfies Record<string, Texts>;
