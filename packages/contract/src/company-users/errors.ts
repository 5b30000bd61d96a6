import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of company-users: the admin center's users and invites. */
export const COMPANY_USERS_ERRORS = {
  'company_users.not_found': e(404, 'Usuário não encontrado', 'User not found', 'Usuario no encontrado'),
  'company_users.owner_not_removable': e(
    409,
    'O proprietário da empresa não pode ser removido',
    'The owner of the company cannot be removed',
    'El propietario de la empresa no puede ser eliminado',
  ),
  'company_users.owner_type_locked': e(
    409,
    'O tipo do proprietário da empresa não pode ser alterado',
    'The type of the company owner cannot be changed',
    'El tipo del propietario de la empresa no puede ser cambiado',
  ),
  'company_users.already_active': e(
    409,
    'Este usuário já está ativo na empresa',
    'This user is already active in the company',
    'Este usuario ya está activo en la empresa',
  ),
} as const satisfies Record<string, ErrorEntry>;

export const COMPANY_USERS_FIELD_MESSAGES = {
  'company_users.emails_required': {
    'pt-BR': 'Informe pelo menos um e-mail',
    en: 'Enter at least one e-mail',
    es: 'Indica al menos un correo',
  },
  'company_users.emails_max': {
    'pt-BR': 'Convide no máximo 50 e-mails por vez',
    en: 'Invite at most 50 e-mails at a time',
    es: 'Invita como máximo 50 correos a la vez',
  },
} as const satisfies Record<string, Texts>;
