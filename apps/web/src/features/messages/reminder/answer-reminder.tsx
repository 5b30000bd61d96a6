import { Button, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDayMonth } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { conversationQuery } from '../api/get-conversation.ts';
import { useSendAnswerReminder } from '../api/send-answer-reminder.ts';

/**
 * On an application whose promised answer date passed without a decision: the one reminder the candidate
 * may send the company, or the day it went.
 */
export function AnswerReminder({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const conversation = useQuery(conversationQuery('candidate', applicationId));
  const send = useSendAnswerReminder(applicationId);
  if (conversation.isPending || conversation.isError) return null;
  const sentAt = conversation.data.reminderSentAt;
  if (sentAt)
    return (
      <Text size="xs" c="gray.7">
        {t('reminder.sent', { date: formatDayMonth(sentAt.slice(0, 10), locale) })}
      </Text>
    );
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconBellRinging size={16} aria-hidden />}
      loading={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: () => toast.success(t('reminder.done')),
          onError: (error) => toast.error(failureMessage(error)),
        })
      }
    >
      {t('reminder.send')}
    </Button>
  );
}
