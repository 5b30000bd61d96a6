import { Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';

/** A secret the server shows this once (an API key, a webhook's signing secret): read-only, selectable, copyable. */
function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
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

/** A button that opens a dialog of its own, mounted only while open (its form starts empty each time). */
export function DialogButton({
  label,
  variant,
  children,
}: {
  label: string;
  variant?: 'filled' | 'light';
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
      {opened && children(() => setOpened(false))}
    </>
  );
}

/** A dialog that makes something with a secret: its form, then, once made, the secret shown this once. */
export function SecretDialog({
  title,
  shownTitle,
  secret,
  onClose,
  children,
}: {
  title: string;
  shownTitle: string;
  secret: { label: string; value: string } | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal opened onClose={onClose} title={secret ? shownTitle : title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {secret ? <ShownOnce label={secret.label} value={secret.value} onDone={onClose} /> : children}
    </Modal>
  );
}
