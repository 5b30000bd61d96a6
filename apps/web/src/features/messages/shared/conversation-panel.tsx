import { Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ConversationDetails, type ConversationMessage, messageBody } from '@trilha/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { conversationQuery } from '../api/get-conversation.ts';
import type { MessagesSide } from '../api/keys.ts';
import { useReadConversation } from '../api/read-conversation.ts';
import { useSendMessage } from '../api/send-message.ts';

interface Props {
  /** the conversation is the application */
  applicationId: string;
  /** who reads: the candidate of the application, or a recruiter of its company */
  side: MessagesSide;
  /** the tallest the messages may grow before they scroll (px) */
  maxHeight?: number;
}

/**
 * One conversation between a candidate and the company about an application: its messages oldest first and a
 * composer. Opening it marks the other side's messages read. Mounted by the messages modal, the candidate's
 * application page and the recruiter's candidate page.
 */
export function ConversationPanel({ applicationId, side, maxHeight = 420 }: Props) {
  const { t } = useTranslation('messages');
  const conversation = useQuery(conversationQuery(side, applicationId));
  const read = useReadConversation(side, applicationId);
  const unread = conversation.data?.unread ?? 0;
  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (unread > 0 && !marking) markRead();
  }, [unread, marking, markRead]);

  if (conversation.isPending) return <ListSkeleton rows={3} label={t('conversation.loading')} />;
  if (conversation.isError) return <ErrorState message={failureMessage(conversation.error)} onRetry={() => conversation.refetch()} />;
  return (
    <Stack gap="sm">
      <Messages conversation={conversation.data} side={side} maxHeight={maxHeight} />
      <Composer applicationId={applicationId} side={side} />
    </Stack>
  );
}

function Messages({ conversation, side, maxHeight }: { conversation: ConversationDetails; side: MessagesSide; maxHeight: number }) {
  const { t } = useTranslation('messages');
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;
  // the newest message in view when the conversation opens and when one arrives
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (count === 0)
    return (
      <Text c="gray.7" size="sm" ta="center" py="lg">
        {t('conversation.empty')}
      </Text>
    );
  const other = side === 'company' ? conversation.candidate.name : conversation.company.name;
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
      <Stack gap="xs" component="ol" aria-label={t('conversation.messages', { name: other })} m={0} p={0} style={{ listStyle: 'none' }}>
        {conversation.messages.map((message) => (
          <Bubble key={message.id} message={message} mine={message.fromCompany === (side === 'company')} other={other} />
        ))}
      </Stack>
      <div ref={end} />
    </ScrollArea.Autosize>
  );
}

function Bubble({ message, mine, other }: { message: ConversationMessage; mine: boolean; other: string }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const author = mine ? t('conversation.you') : (message.senderName ?? other);
  return (
    <Box
      component="li"
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
      data-message={mine ? 'mine' : 'theirs'}
    >
      <Paper withBorder={!mine} radius="md" px="sm" py={6} maw="85%" bg={mine ? 'var(--mantine-primary-color-light)' : undefined}>
        <Text size="xs" fw={600}>
          {author}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        <Text size="xs" c="gray.7" ta={mine ? 'right' : 'left'}>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
          {mine && ` · ${message.readAt ? t('conversation.read') : t('conversation.sent')}`}
        </Text>
      </Paper>
    </Box>
  );
}

function Composer({ applicationId, side }: { applicationId: string; side: MessagesSide }) {
  const { t } = useTranslation('messages');
  const send = useSendMessage(side, applicationId);
  const form = useForm({ mode: 'controlled', initialValues: { body: '' }, validate: zodValidate(messageBody) });
  const submit = form.onSubmit((values) =>
    send.mutate(values.body.trim(), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const fields = apiFieldErrors(error);
        form.setErrors(Object.keys(fields).length > 0 ? fields : { body: failureMessage(error) });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label={t('conversation.label')}
          placeholder={t('conversation.placeholder')}
          rows={2}
          resize="vertical"
          maxLength={2000}
          style={{ flex: 1 }}
          onKeyDown={(event) => {
            // Ctrl/⌘ + Enter sends; Enter alone starts a new line
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
          {...form.getInputProps('body')}
        />
        <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />} mb={form.errors.body ? 22 : 0}>
          {t('conversation.send')}
        </Button>
      </Group>
    </form>
  );
}

// The messages' translations: t() keys of the namespace are checked against the pt-BR file.
declare module '../../../lib/i18n/resources.ts' {
  interface Resources {
    messages: typeof import('../../../lib/i18n/locales/pt-BR/messages.json');
  }
}
