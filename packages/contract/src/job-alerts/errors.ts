import { e } from '../errors/define.ts';

/** Errors of the job alerts. */
export const JOB_ALERTS_ERRORS = {
  'job_alert.not_found': e(404, 'Alerta de vagas não encontrado', 'Job alert not found', 'Alerta de vacantes no encontrada'),
  'job_alert.limit_reached': e(
    409,
    'Você já tem 10 alertas de vagas. Exclua um para criar outro',
    'You already have 10 job alerts. Delete one to create another',
    'Ya tienes 10 alertas de vacantes. Elimina una para crear otra',
  ),
  'job_alert.invalid_link': e(
    404,
    'Este link de cancelamento não é válido ou o alerta já foi excluído',
    'This unsubscribe link is not valid or the alert was already deleted',
    'Este enlace de cancelación no es válido o la alerta ya fue eliminada',
  ),
} as const;
