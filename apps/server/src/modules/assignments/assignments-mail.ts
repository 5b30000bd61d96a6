import { type Language, resolveLanguage } from '@trilha/contract';
import type { Config } from '../../config.ts';
import { greeting, mailWords } from '../../platform/mail/mail-words.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { action, neutralizeLinks, paragraph, renderMail } from '../../platform/mail/template.ts';
import type { Reminder, ReminderRow } from './assignments.data.ts';

/** The due day as the reader writes dates (10/12/2026, 12/10/2026). */
const dayText = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** Where the training opens, in the company's workspace. */
function linkOf(config: Pick<Config, 'publicUrl'>, row: ReminderRow) {
  const home = `${config.publicUrl.replace(/\/$/, '')}/c/${encodeURIComponent(row.companySubdomain ?? '')}`;
  return row.kind === 'content' ? `${home}/content/${row.itemId}` : `${home}/contents/pathways/${row.itemId}`;
}

/** A reminder of assigned training, a week before, on the due day or once overdue, in the person's language. */
export function reminderMail(config: Pick<Config, 'publicUrl'>, reminder: Reminder, row: ReminderRow): Mail {
  const language = resolveLanguage(row.language);
  const say = mailWords(language, 'assignments');
  const values = { title: neutralizeLinks(row.title), company: neutralizeLinks(row.companyName), date: dayText(row.dueDate, language) };
  return renderMail({
    to: row.email,
    subject: say(`${reminder}.subject`, values),
    language,
    parts: [
      paragraph(greeting(language, row.name)),
      paragraph(say(`${reminder}.body`, values)),
      action(say('action'), linkOf(config, row)),
    ],
  });
}
