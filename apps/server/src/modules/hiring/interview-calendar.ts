import { type Language, resolveLanguage } from '@trilha/contract';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { mailWords } from '../../platform/mail/mail-words.ts';
import type { MailAttachment } from '../../platform/mail/mailer.ts';
import type { InterviewRow } from './hiring.data.ts';

export interface CalendarPerson {
  name: string;
  email: string;
}

/** The interview's calendar event is one event however often it changes: calendars match it by this UID. */
const interviewUid = (interviewId: string) => `interview-${interviewId}@trilha`;

/** Whether calendars should drop the event: the company cancelled it or the candidate declined it. */
const isCancelled = (row: Pick<InterviewRow, 'response'>) => row.response === 'cancelled' || row.response === 'rejected';

/**
 * The interview as an iCalendar file: METHOD REQUEST while it stands, CANCEL once cancelled or declined; the UID
 * never changes and SEQUENCE grows with each change (the database counts it), so a calendar replaces what it
 * holds instead of adding a second event. Null while the candidate has still to pick a time.
 */
export function interviewCalendar(
  row: InterviewRow,
  /** the organiser is the recruiter who invited, or the platform's sender when that account is gone */
  people: { candidate: CalendarPerson; organizer: CalendarPerson },
  languageTag: string,
): string | null {
  if (!row.scheduledAt) return null;
  const language: Language = resolveLanguage(languageTag);
  const say = mailWords(language, 'hiring');
  const cancelled = isCancelled(row);
  const calendar = ical({
    prodId: { company: 'Trilha', product: 'Trilha', language: language.slice(0, 2).toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const start = row.scheduledAt;
  const end = new Date(start.getTime() + (row.durationMinutes ?? 60) * 60_000);
  calendar.createEvent({
    id: interviewUid(row.id),
    sequence: row.sequence,
    stamp: row.respondedAt ?? row.createdAt,
    start,
    end,
    summary: say('calendar.summary', { title: row.positionTitle, company: row.companyName }),
    description: [row.message, row.link].filter((line): line is string => Boolean(line)).join('\n\n') || null,
    location: row.link ?? row.place,
    url: row.link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: people.organizer,
    attendees: [
      {
        name: people.candidate.name,
        email: people.candidate.email,
        role: ICalAttendeeRole.REQ,
        status: row.response === 'accepted' ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return calendar.toString();
}

/** The iCalendar file as an e-mail attachment (the mail's calendar part). */
export function calendarAttachment(content: string, row: Pick<InterviewRow, 'response'>): MailAttachment {
  const method = isCancelled(row) ? 'CANCEL' : 'REQUEST';
  return { filename: 'entrevista.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content, method };
}
