import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of assignments: training a company assigns to its people. */
export const ASSIGNMENTS_ERRORS = {
  'assignment.content_not_found': e(404, 'Conteúdo não encontrado', 'Content not found', 'Contenido no encontrado'),
  'assignment.list_not_found': e(404, 'Trilha não encontrada', 'Pathway not found', 'Ruta no encontrada'),
  'assignment.department_not_found': e(404, 'Departamento não encontrado', 'Department not found', 'Departamento no encontrado'),
  'assignment.department_empty': e(
    422,
    'Este departamento não tem pessoas para receber o treinamento',
    'This department has no people to receive the training',
    'Este departamento no tiene personas para recibir la capacitación',
  ),
} as const satisfies Record<string, ErrorEntry>;

export const ASSIGNMENTS_FIELD_MESSAGES = {
  'assignment.target': {
    'pt-BR': 'Escolha um conteúdo ou uma trilha (apenas um)',
    en: 'Choose a content or a pathway (only one)',
    es: 'Elige un contenido o una ruta (solo uno)',
  },
  'assignment.assignees': {
    'pt-BR': 'Escolha pessoas ou um departamento (apenas um)',
    en: 'Choose people or a department (only one)',
    es: 'Elige personas o un departamento (solo uno)',
  },
  'assignment.not_member': {
    'pt-BR': 'Todas as pessoas precisam ser membros da empresa',
    en: 'Everyone must be a member of the company',
    es: 'Todas las personas deben ser miembros de la empresa',
  },
  'assignment.due_past': {
    'pt-BR': 'O prazo não pode ser uma data passada',
    en: 'The due date cannot be in the past',
    es: 'El plazo no puede ser una fecha pasada',
  },
} as const satisfies Record<string, Texts>;
