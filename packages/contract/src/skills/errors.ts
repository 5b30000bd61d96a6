import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of the skills endpoints. */
export const SKILLS_ERRORS = {
  'skill.already_present': e(409, 'Esta habilidade já existe', 'Skill already present', 'Esta habilidad ya existe'),
  'skill.not_found': e(404, 'Habilidade não encontrada', 'Skill not found', 'Habilidad no encontrada'),
  'skill.user_not_found': e(404, 'Usuário não encontrado', 'User not found', 'Usuario no encontrado'),
  'skill.main_limit': e(
    422,
    'Você pode marcar no máximo 3 habilidades principais',
    'You can mark at most 3 main skills',
    'Puedes marcar como máximo 3 habilidades principales',
  ),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the skills forms. */
export const SKILLS_FIELD_MESSAGES = {
  'skill.title_length': {
    'pt-BR': 'O nome da habilidade deve ter até 100 caracteres',
    en: 'The skill name must have at most 100 characters',
    es: 'El nombre de la habilidad debe tener hasta 100 caracteres',
  },
} as const satisfies Record<string, Texts>;
