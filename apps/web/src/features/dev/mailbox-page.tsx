import { Badge, Box, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/format/use-locale.ts';
import { usePageTitle } from '../../lib/navigation/use-page-title.ts';
import { EmptyState } from '../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ErrorState } from '../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { outboxQuery } from './api/list-outbox.ts';
import { LinkedText } from './linked-text.tsx';
import { MailAttachments } from './mail-attachments.tsx';

/** /dev/mailbox: the e-mails the server sent (dev outbox), newest first, filterable by recipient. */
export default function MailboxPage() {
  const { t } = useTranslation('dev');
  const locale = useLocale();
  usePageTitle(t('mailbox.title'));
  const [to, setTo] = useState('');
  const [debounced] = useDebouncedValue(to.trim(), 300);
  const outbox = useQuery(outboxQuery(debounced));
  const messages = [...(outbox.data?.items ?? [])].sort((a, b) => b.sentAt.localeCompare(a.sentAt));

  return (
    <Box mih="100vh" bg="gray.0">
      <Container size="md" py="xl" component="main">
        <Stack gap="lg">
          <PageHeader title={t('mailbox.title')} subtitle={t('mailbox.subtitle')} />
          <Group align="flex-end">
            <TextInput
              label={t('mailbox.filter')}
              placeholder="nome@exemplo.com"
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              type="search"
              style={{ flex: 1 }}
              maw={420}
            />
            <Button variant="default" onClick={() => outbox.refetch()} loading={outbox.isFetching}>
              {t('mailbox.refresh')}
            </Button>
          </Group>
          {outbox.isPending ? (
            <ListSkeleton />
          ) : outbox.isError ? (
            <ErrorState message={outbox.error.message} onRetry={() => outbox.refetch()} />
          ) : messages.length === 0 ? (
            <EmptyState illustration="inbox" title={t('mailbox.empty')} description={t('mailbox.emptyHint')} />
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('mailbox.listLabel')}>
              {messages.map((message) => (
                <Paper key={message.id} withBorder p="md" radius="md" component="li">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Title order={2} size="h5">
                        {message.subject}
                      </Title>
                      <Text size="xs" c="gray.7">
                        {formatDateTime(message.sentAt, locale)}
                      </Text>
                    </Group>
                    <Group gap="xs">
                      <Badge variant="light" color="gray" tt="none">
                        {t('mailbox.to')}
                      </Badge>
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {message.to}
                      </Text>
                    </Group>
                    <LinkedText text={message.text} />
                    <MailAttachments attachments={message.attachments} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
