import { useMutation } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { apiFile } from '../../../lib/api/files.ts';
import { saveFile } from '../../../lib/files/save-file.ts';

/** GET /v1/meet/:interviewId/calendar.ics: the interview's calendar event, saved for the person's calendar app. */
export const useDownloadInterviewCalendar = (interviewId: string) =>
  useMutation({
    mutationFn: async () => {
      const file = await apiFile(hiringApi.getInterviewCalendarFile, { params: { interviewId }, accept: 'text/calendar' });
      saveFile(file.blob, file.name ?? 'entrevista.ics');
    },
  });
