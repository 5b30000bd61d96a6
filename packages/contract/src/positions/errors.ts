import { e, type Texts } from '../errors/define.ts';

/** Errors of positions and the recruitment module. */
export const POSITIONS_ERRORS = {
  'position.not_found': e(404, 'Vaga não encontrada', 'Position not found', 'Vacante no encontrada'),
  'position.near_city_unknown': e(
    400,
    'Cidade não encontrada: informe o código IBGE de um município brasileiro',
    'City not found: give the IBGE code of a Brazilian municipality',
    'Ciudad no encontrada: indica el código IBGE de un municipio brasileño',
  ),
  'position.not_open': e(
    409,
    'Esta vaga não está recebendo candidaturas no momento',
    'This position is not taking applications at the moment',
    'Esta vacante no está recibiendo candidaturas en este momento',
  ),
  'position.invalid_transition': e(
    409,
    'Não é possível mudar a vaga para essa situação',
    'The position cannot move to that status',
    'No es posible cambiar la vacante a esa situación',
  ),
  'position.approval_pending': e(
    409,
    'A vaga está aguardando aprovação',
    'The position is waiting for approval',
    'La vacante está esperando aprobación',
  ),
  'position.not_awaiting_approval': e(
    409,
    'Esta vaga não está aguardando aprovação',
    'This position is not waiting for approval',
    'Esta vacante no está esperando aprobación',
  ),
} as const;

export const POSITIONS_FIELD_MESSAGES = {
  'jobs.salary_range': {
    'pt-BR': 'O salário máximo deve ser maior ou igual ao mínimo',
    en: 'The maximum salary must be at least the minimum',
    es: 'El salario máximo debe ser mayor o igual al mínimo',
  },
  'jobs.step_repeated': {
    'pt-BR': 'Cada etapa pode aparecer uma vez só',
    en: 'Each step may appear only once',
    es: 'Cada etapa puede aparecer solo una vez',
  },
  'jobs.skill_repeated': {
    'pt-BR': 'Cada habilidade pode aparecer uma vez só',
    en: 'Each skill may appear only once',
    es: 'Cada habilidad puede aparecer solo una vez',
  },
} as const satisfies Record<string, Texts>;
