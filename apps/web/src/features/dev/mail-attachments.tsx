import { Code, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '@trilha/contract/platform/endpoints';
import { useTranslation } from 'react-i18next';

/** The files sent with an e-mail (an interview's iCalendar invitation), each with its name, type and content. */
export function MailAttachments({ attachments }: { attachments: OutboxMessage['attachments'] }) {
  const { t } = useTranslation('dev');
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('mailbox.attachments')}>
      <Text size="sm" fw={600}>
        {t('mailbox.attachments')}
      </Text>
      {attachments.map((file) => (
        <details key={file.filename}>
          <summary>
            <Text span size="sm">
              {file.filename} ({file.contentType})
            </Text>
          </summary>
          <Code block mah={240} style={{ overflow: 'auto' }}>
            {file.content}
          </Code>
        </details>
      ))}
    </Stack>
  );
}
