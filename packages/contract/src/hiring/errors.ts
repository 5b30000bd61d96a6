import { e } from '../errors/define.ts';

/** Errors of interview invites and job offers (spec sections 4 and 8: offer accept and decline errors). */
export const HIRING_ERRORS = {
  'hiring.not_under_analysis': e(
    409,
    'Só é possível convidar para entrevista ou enviar proposta a uma candidatura em análise',
    'Only an application under analysis can be invited to an interview or receive an offer',
    'Solo una candidatura en análisis puede recibir una invitación a entrevista o una propuesta',
  ),
  'interview.not_found': e(
    404,
    'Convite de entrevista não encontrado',
    'Interview invite not found',
    'Invitación a entrevista no encontrada',
  ),
  'interview.in_past': e(
    422,
    'Escolha uma data e hora futuras para a entrevista',
    'Choose a future date and time for the interview',
    'Elige una fecha y hora futuras para la entrevista',
  ),
  'interview.rejected': e(
    409,
    'Você recusou este convite de entrevista e a recusa não pode ser desfeita',
    'You rejected this interview invite and the rejection cannot be undone',
    'Rechazaste esta invitación a entrevista y el rechazo no se puede deshacer',
  ),
  'interview.already_rejected': e(
    409,
    'O candidato recusou este convite de entrevista: não há o que cancelar',
    'The candidate rejected this interview invite: there is nothing to cancel',
    'El candidato rechazó esta invitación a entrevista: no hay nada que cancelar',
  ),
  'interview.cancelled': e(
    409,
    'Este convite de entrevista foi cancelado pela empresa',
    'This interview invite was cancelled by the company',
    'La empresa canceló esta invitación a entrevista',
  ),
  'offer.not_found': e(404, 'Proposta não encontrada', 'Offer not found', 'Propuesta no encontrada'),
  'offer.expired': e(
    410,
    'Esta proposta expirou. Fale com a empresa para receber uma nova',
    'This offer has expired. Talk to the company to receive a new one',
    'Esta propuesta expiró. Habla con la empresa para recibir una nueva',
  ),
  'offer.already_accepted': e(
    409,
    'Não foi possível concluir: esta proposta já foi aceita',
    'Could not complete: this offer has already been accepted',
    'No fue posible concluir: esta propuesta ya fue aceptada',
  ),
  'offer.already_declined': e(
    409,
    'Não foi possível concluir: esta proposta já foi recusada',
    'Could not complete: this offer has already been declined',
    'No fue posible concluir: esta propuesta ya fue rechazada',
  ),
  'offer.cancelled': e(
    409,
    'Esta proposta foi cancelada pela empresa',
    'This offer was cancelled by the company',
    'La empresa canceló esta propuesta',
  ),
} as const;
