import { e } from '../errors/define.ts';

/** Errors of the candidate ↔ company messages (spec sections 2 and 7). */
export const MESSAGES_ERRORS = {
  'message.closed': e(
    409,
    'Esta candidatura foi encerrada pelo candidato: não é possível enviar mensagens',
    'The candidate gave up this application: messages can no longer be sent',
    'El candidato desistió de esta candidatura: ya no es posible enviar mensajes',
  ),
} as const;
