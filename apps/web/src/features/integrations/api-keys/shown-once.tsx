import { Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';

/** A secret the server shows this once (an API key, a webhook's signing secret): read-only, selectable, copyable. */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Stack>
      <NoticeAlert tone="warning">{t('apiKeys.created.once')}</NoticeAlert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={value}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden="true" />}>
              {copied ? t('apiKeys.created.copied') : t('apiKeys.created.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Button onClick={onDone} style={{ alignSelf: 'flex-end' }}>
        {t('apiKeys.created.done')}
      </Button>
    </Stack>
  );
}
