import type { Texts } from '../errors/define.ts';

/** Field messages of the career and reports period filter (the history starts on 2015-01-01). */
export const REPORTS_FIELD_MESSAGES = {
  'reports.before_history': {
    'pt-BR': 'O histórico de candidaturas começa em 01/01/2015: escolha uma data a partir dela',
    en: 'Application history starts on 2015-01-01: choose a date from then on',
    es: 'El historial de candidaturas empieza el 01/01/2015: elige una fecha a partir de ella',
  },
  'reports.invalid_position': {
    'pt-BR': 'Vaga inválida: use o identificador de uma das vagas da empresa',
    en: 'Invalid position: use the id of one of the company’s positions',
    es: 'Vacante no válida: usa el identificador de una de las vacantes de la empresa',
  },
  'reports.period_order': {
    'pt-BR': 'A data final deve ser igual ou posterior à data inicial',
    en: 'The end date must be on or after the start date',
    es: 'La fecha final debe ser igual o posterior a la fecha inicial',
  },
} as const satisfies Record<string, Texts>;
