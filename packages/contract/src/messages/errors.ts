import { e } from '../errors/define.ts';

/** Errors of the candidate ↔ company messages. */
export const MESSAGES_ERRORS = {
  'message.closed': e(
    409,
    'Esta candidatura foi encerrada pelo candidato: não é possível enviar mensagens',
    'The candidate gave up this application: messages can no longer be sent',
    'El candidato desistió de esta candidatura: ya no es posible enviar mensajes',
  ),
  'message.reminder_not_due': e(
    409,
    'O lembrete pode ser enviado quando a data de resposta prometida passar sem uma decisão',
    'A reminder may be sent once the promised answer date has passed without a decision',
    'El recordatorio se puede enviar cuando la fecha de respuesta prometida pase sin una decisión',
  ),
  'message.reminder_sent': e(
    409,
    'Você já enviou um lembrete para esta candidatura',
    'You already sent a reminder for this application',
    'Ya enviaste un recordatorio para esta candidatura',
  ),
} as const;
