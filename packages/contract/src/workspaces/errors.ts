import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of workspace, member and invite endpoints. */
export const WORKSPACES_ERRORS = {
  'workspace.not_found': e(404, 'Workspace não encontrado', 'Workspace not found', 'Espacio de trabajo no encontrado'),
  'workspace.last_administrator': e(
    409,
    'O workspace não pode ficar sem um administrador',
    'The workspace cannot be left without an administrator',
    'El espacio de trabajo no puede quedarse sin un administrador',
  ),
  'workspace.not_deleted': e(
    409,
    'Este workspace não está em exclusão',
    'This workspace is not being deleted',
    'Este espacio de trabajo no está en eliminación',
  ),
  'workspace.reactivation_expired': e(
    410,
    'O prazo de reativação deste workspace terminou',
    'The reactivation window of this workspace has ended',
    'El plazo de reactivación de este espacio de trabajo terminó',
  ),
  'workspace.support_unavailable': e(
    403,
    'Usuário de suporte atualmente indisponível.',
    'Support user currently unavailable.',
    'Usuario de soporte actualmente no disponible.',
  ),
  'workspace.terms_not_accepted': e(
    403,
    'Aceite os termos de uso para continuar',
    'Accept the terms of use to continue',
    'Acepta los términos de uso para continuar',
  ),
  // a company opened at sign-up, until its owner confirms their e-mail address
  'company.email_unconfirmed': e(
    403,
    'Confirme seu e-mail para publicar vagas e enviar mensagens.',
    'Confirm your e-mail to publish positions and send messages.',
    'Confirma tu correo para publicar vacantes y enviar mensajes.',
  ),
  'member.not_found': e(404, 'Membro não encontrado', 'Member not found', 'Miembro no encontrado'),
  'invite.invalid': e(404, 'Ops! Convite inválido', 'Oops! Invalid invite', '¡Ups! Invitación no válida'),
  'invite.expired': e(410, 'Ops! Convite expirado', 'Oops! Expired invite', '¡Ups! Invitación expirada'),
  'invite.already_accepted': e(
    409,
    'Este convite já foi aceito',
    'This invite has already been accepted',
    'Esta invitación ya fue aceptada',
  ),
  'invite.email_mismatch': e(
    403,
    'O e-mail do convite é diferente do e-mail da sua conta',
    'The invite e-mail differs from your account e-mail',
    'El correo de la invitación es diferente del correo de tu cuenta',
  ),
  'invite.resend_failed': e(
    429,
    'Não foi possível reenviar o convite. Aguarde 24 horas entre reenvios.',
    'The invite could not be resent. Wait 24 hours between resends.',
    'No fue posible reenviar la invitación. Espera 24 horas entre reenvíos.',
  ),
  'invite.already_member': e(
    409,
    'Este usuário já faz parte do workspace',
    'This user is already a member of the workspace',
    'Este usuario ya forma parte del espacio de trabajo',
  ),
  'invite.exists': e(
    409,
    'Já existe um convite ativo para este e-mail',
    'An active invite already exists for this e-mail',
    'Ya existe una invitación activa para este correo',
  ),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the workspaces forms. */
export const WORKSPACES_FIELD_MESSAGES = {
  'workspace.name_length': {
    'pt-BR': 'O nome deve ter entre 3 e 255 caracteres',
    en: 'The name must have between 3 and 255 characters',
    es: 'El nombre debe tener entre 3 y 255 caracteres',
  },
  'confirm.sair': { 'pt-BR': 'Digite SAIR para confirmar', en: 'Type SAIR to confirm', es: 'Escribe SAIR para confirmar' },
} as const satisfies Record<string, Texts>;
