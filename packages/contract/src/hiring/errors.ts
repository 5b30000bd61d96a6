import { e, type Texts } from '../errors/define.ts';

/** Errors of interview invites and job offers (an offer that can no longer be accepted or declined says why). */
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
  'interview.slot_required': e(
    422,
    'Escolha um dos horários oferecidos para aceitar a entrevista',
    'Pick one of the offered times to accept the interview',
    'Elige uno de los horarios ofrecidos para aceptar la entrevista',
  ),
  'interview.slot_not_offered': e(
    422,
    'Este horário não está entre os oferecidos pela empresa: escolha um dos horários da lista',
    'This time is not among those the company offered: pick one of the listed times',
    'Este horario no está entre los ofrecidos por la empresa: elige uno de los horarios de la lista',
  ),
  'interview.slot_taken': e(
    409,
    'Outra pessoa acabou de escolher este horário. Escolha outro dos horários oferecidos',
    'Someone else has just taken this time. Pick another of the offered times',
    'Otra persona acaba de elegir este horario. Elige otro de los horarios ofrecidos',
  ),
  'interview.time_chosen': e(
    409,
    'O horário desta entrevista já foi escolhido: para mudar, fale com a empresa',
    'This interview’s time has already been chosen: to change it, talk to the company',
    'El horario de esta entrevista ya fue elegido: para cambiarlo, habla con la empresa',
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
  // the recruiters' workbench: scorecards, message templates, bulk actions
  'message_template.not_found': e(
    404,
    'Modelo de mensagem não encontrado',
    'Message template not found',
    'Plantilla de mensaje no encontrada',
  ),
  'message_template.built_in': e(
    409,
    'Os modelos padrão não podem ser alterados nem excluídos: crie um modelo novo a partir dele',
    'The default templates cannot be changed or deleted: create a new template from it',
    'Las plantillas predeterminadas no se pueden cambiar ni eliminar: crea una plantilla nueva a partir de ella',
  ),
  'message_template.limit': e(
    409,
    'A empresa chegou ao limite de 100 modelos de mensagem: exclua um antes de criar outro',
    'The company has reached the limit of 100 message templates: delete one before creating another',
    'La empresa llegó al límite de 100 plantillas de mensaje: elimina una antes de crear otra',
  ),
  'application.bulk_not_applicable': e(
    409,
    'Nenhum candidato foi alterado: ao menos um dos selecionados não está em análise nesta vaga ou já está nessa etapa. Atualize a lista e tente de novo',
    'No candidate was changed: at least one of those selected is not under analysis in this position or is already at that stage. Refresh the list and try again',
    'Ningún candidato fue modificado: al menos uno de los seleccionados no está en análisis en esta vacante o ya está en esa etapa. Actualiza la lista e inténtalo de nuevo',
  ),
} as const;

/** Field messages of the workbench's forms. */
export const HIRING_FIELD_MESSAGES = {
  'evaluation.criterion_twice': {
    'pt-BR': 'Cada critério recebe uma nota só',
    en: 'Each criterion takes one score only',
    es: 'Cada criterio recibe una sola nota',
  },
  'evaluation.unknown_criterion': {
    'pt-BR': 'Este critério não é da vaga: avalie só os critérios listados',
    en: 'This criterion is not the position’s: score only the listed criteria',
    es: 'Este criterio no es de la vacante: evalúa solo los criterios listados',
  },
  'message_template.unknown_placeholder': {
    'pt-BR': 'Use só os campos {{nome}}, {{vaga}} e {{empresa}}',
    en: 'Use only the fields {{nome}}, {{vaga}} and {{empresa}}',
    es: 'Usa solo los campos {{nome}}, {{vaga}} y {{empresa}}',
  },
  'interview.slots_too_few': {
    'pt-BR': 'Ofereça ao menos dois horários ou informe uma data e hora',
    en: 'Offer at least two times or set one date and time',
    es: 'Ofrece al menos dos horarios o indica una fecha y hora',
  },
  'interview.slots_too_many': {
    'pt-BR': 'Ofereça no máximo dez horários',
    en: 'Offer at most ten times',
    es: 'Ofrece como máximo diez horarios',
  },
  'interview.slots_duplicate': {
    'pt-BR': 'Cada horário aparece uma vez só',
    en: 'Each time appears only once',
    es: 'Cada horario aparece una sola vez',
  },
  'interview.time_or_slots': {
    'pt-BR': 'Informe uma data e hora ou ofereça horários, não os dois',
    en: 'Set one date and time or offer times, not both',
    es: 'Indica una fecha y hora u ofrece horarios, no ambos',
  },
  'application.bulk_none': {
    'pt-BR': 'Selecione ao menos um candidato',
    en: 'Select at least one candidate',
    es: 'Selecciona al menos un candidato',
  },
  'application.bulk_too_many': {
    'pt-BR': 'Selecione no máximo 200 candidatos por vez',
    en: 'Select at most 200 candidates at a time',
    es: 'Selecciona como máximo 200 candidatos a la vez',
  },
  'application.bulk_invalid_id': {
    'pt-BR': 'A seleção tem um identificador de candidatura inválido: nenhum candidato foi alterado',
    en: 'The selection has an invalid application id: no candidate was changed',
    es: 'La selección tiene un identificador de candidatura no válido: ningún candidato fue modificado',
  },
} as const satisfies Record<string, Texts>;
