import { Badge, Box, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageLoader } from '../../lib/ui/page-states.tsx';
import { LinkedText } from './linked-text.tsx';
import { outboxQuery } from './outbox-api.ts';

/** /dev/mailbox: the e-mails the server sent (dev outbox), newest first, filterable by recipient. */
export default function MailboxPage() {
  const { t, i18n } = useTranslation('workspaces');
  const [to, setTo] = useState('');
  const [debounced] = useDebouncedValue(to.trim(), 300);
  const outbox = useQuery(outboxQuery(debounced));
  const messages = [...(outbox.data?.items ?? [])].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <Box mih="100vh" bg="gray.0">
      <Container size="md" py="xl" component="main">
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={1}>{t('mailbox.title')}</Title>
            <Text c="gray.7" size="sm">
              {t('mailbox.subtitle')}
            </Text>
          </Stack>
          <Group align="flex-end">
            <TextInput label={t('mailbox.filter')} placeholder="nome@exemplo.com" value={to} onChange={(e) => setTo(e.currentTarget.value)} type="search" style={{ flex: 1 }} maw={420} />
            <Button variant="default" onClick={() => outbox.refetch()} loading={outbox.isFetching}>
              {t('mailbox.refresh')}
            </Button>
          </Group>
          {outbox.isPending ? (
            <PageLoader />
          ) : outbox.isError ? (
            <ErrorState message={outbox.error.message} onRetry={() => outbox.refetch()} />
          ) : messages.length === 0 ? (
            <EmptyState title={t('mailbox.empty')} description={t('mailbox.emptyHint')} />
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
                        {format.format(new Date(message.sentAt))}
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
