import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';

interface Props {
  title: string;
  subtitle: string;
  /** who may change the record; support staff read only */
  mayManage: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saveLabel: string;
  saving: boolean;
  /** an existing record can be deleted after a question; a new one cannot */
  removal?: { label: string; title: string; body: string; pending: boolean; onConfirm: () => void };
  /** the fields */
  children: ReactNode;
  /** the warning shown when leaving with unsaved changes */
  leaveGuard: ReactNode;
}

/** The page of one bookmark or dependent: header with the delete action, the form in a card, the delete question. */
export function RecordFormFrame({ title, subtitle, mayManage, onSubmit, saveLabel, saving, removal, children, leaveGuard }: Props) {
  const [confirming, confirm] = useDisclosure(false);
  return (
    <Stack gap="lg" py="sm" maw={880}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          removal &&
          mayManage && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={confirm.open}
              loading={removal.pending}
            >
              {removal.label}
            </Button>
          )
        }
      />
      {!mayManage && <ReadOnlyNotice />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            {children}
            {mayManage && (
              <Group justify="flex-end">
                <Button type="submit" loading={saving}>
                  {saveLabel}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      {removal && (
        <ConfirmDialog
          opened={confirming}
          onClose={confirm.close}
          title={removal.title}
          confirmLabel={removal.label}
          confirmColor="red.9"
          onConfirm={removal.onConfirm}
        >
          <Text size="sm">{removal.body}</Text>
        </ConfirmDialog>
      )}
      {leaveGuard}
    </Stack>
  );
}
