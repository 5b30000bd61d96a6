import type { Language } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendingMessage } from '../../platform/mail/send-limits.ts';
import { loadOwnApplication } from '../applications/index.ts';
import { answerDay } from '../positions/index.ts';
import { insertAnswerReminder } from './answer-reminders.data.ts';
import { findMessage, insertMessage } from './messages.data.ts';

const dayMonthYear = (date: string) => date.split('-').reverse().join('/');

/** The reminder's words, in the candidate's language: the date the company promised, and a request for news. */
const REMINDER: Record<Language, (date: string) => string> = {
  'pt-BR': (date) =>
    `Olá! A data de resposta prometida para esta candidatura era ${date} e ainda não tive retorno. Há alguma novidade sobre o processo seletivo?`,
  en: (date) =>
    `Hello! The promised answer date for this application was ${date} and I have not heard back yet. Is there any news about the process?`,
  es: (date) =>
    `¡Hola! La fecha de respuesta prometida para esta candidatura era el ${date} y aún no tuve respuesta. ¿Hay alguna novedad sobre el proceso?`,
};

/**
 * POST /v1/messages/reminder: once the promised answer date has passed (the company's day, as the application card
 * says it) while the application still waits under analysis, the candidate may remind the company once. The
 * message and the mark that it was sent are written together; the mark's key makes a second one impossible, even
 * from two requests at once.
 */
export async function remindCompany(deps: Deps, userId: string, language: Language, applicationId: string) {
  const { application } = await loadOwnApplication(deps, userId, applicationId);
  const now = deps.clock.now();
  const overdue = application.status === 'under_analysis' && application.answerBy !== null && application.answerBy < answerDay(now);
  if (!overdue || application.answerBy === null) throw new AppError('message.reminder_not_due');
  const body = REMINDER[language](dayMonthYear(application.answerBy));
  const id = await sendingMessage(deps, { senderId: userId, applicationId: application.id, to: 'company' }, () =>
    deps.db.transaction(async (tx) => {
      const messageId = await insertMessage(tx, {
        applicationId: application.id,
        senderId: userId,
        fromCompany: false,
        body,
        createdAt: now,
      });
      if (!(await insertAnswerReminder(tx, application.id, messageId, now))) throw new AppError('message.reminder_sent');
      return messageId;
    }),
  );
  const row = await findMessage(deps.db, id);
  if (!row) throw new AppError('application.not_found');
  return {
    id: row.id,
    body: row.body,
    fromCompany: row.fromCompany,
    senderName: row.senderName,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
