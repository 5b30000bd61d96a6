import { e } from '../errors/define.ts';

/** Errors of invites to apply and prospect invites. */
export const APPLICATION_INVITES_ERRORS = {
  'application_invite.not_found': e(404, 'Ops! Convite não encontrado', 'Oops! Invite not found', '¡Ups! Invitación no encontrada'),
  'application_invite.used': e(
    409,
    'Ops! Este convite já foi usado',
    'Oops! This invite has already been used',
    '¡Ups! Esta invitación ya fue usada',
  ),
  'application_invite.rejected': e(
    409,
    'Ops! Este convite foi recusado',
    'Oops! This invite was declined',
    '¡Ups! Esta invitación fue rechazada',
  ),
  'application_invite.expired': e(410, 'Ops! Convite expirado', 'Oops! Expired invite', '¡Ups! Invitación expirada'),
  'application_invite.cancelled': e(
    410,
    'Ops! Este convite foi cancelado pela empresa',
    'Oops! The company cancelled this invite',
    '¡Ups! La empresa canceló esta invitación',
  ),
  'application_invite.email_mismatch': e(
    403,
    'O e-mail do convite é diferente do e-mail da sua conta',
    'The invite e-mail differs from your account e-mail',
    'El correo de la invitación es diferente del correo de tu cuenta',
  ),
  'application_invite.position_inactive': e(
    409,
    'Só é possível convidar candidatos para vagas ativas',
    'Candidates can only be invited to active positions',
    'Solo se puede invitar candidatos a vacantes activas',
  ),
  'application_invite.not_pending': e(
    409,
    'Só é possível cancelar convites pendentes',
    'Only pending invites can be cancelled',
    'Solo se pueden cancelar invitaciones pendientes',
  ),
  'application_invite.already_applied': e(
    409,
    'Esta pessoa já se candidatou a esta vaga: acompanhe a candidatura no processo seletivo',
    'This person has already applied to this position: follow the application in the hiring process',
    'Esta persona ya se postuló a esta vacante: sigue la candidatura en el proceso de selección',
  ),
} as const;
