import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InviteItem } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useCancelCompanyUserInvite } from '../api/cancel-company-user-invite.ts';
import { useResendCompanyUserInvite } from '../api/resend-company-user-invite.ts';

/** An invite is resent at most once per 24 hours. */
const COOLDOWN_MS = 24 * 36e5;

function InviteActions({ invite, workspaceId }: { invite: InviteItem; workspaceId: string }) {
  const { t } = useTranslation('company-users');
  const locale = useLocale();
  const resend = useResendCompanyUserInvite(workspaceId, invite.email);
  const cancel = useCancelCompanyUserInvite(workspaceId, invite.email);
  const [asking, setAsking] = useState(false);
  const availableAt = new Date(new Date(invite.lastSentAt).getTime() + COOLDOWN_MS);
  const waiting = availableAt.getTime() > Date.now();
  const failed = (error: Error) => toast.error(failureMessage(error));
  return (
    <Stack gap={2} align="flex-end">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={waiting}
          loading={resend.isPending}
          aria-label={t('invites.resendTo', { email: invite.email })}
          onClick={() =>
            resend.mutate(undefined, { onSuccess: () => toast.success(t('invites.resent', { email: invite.email })), onError: failed })
          }
        >
          {t('invites.resend')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          loading={cancel.isPending}
          aria-label={t('invites.cancelTo', { email: invite.email })}
          onClick={() => setAsking(true)}
        >
          {t('invites.cancel')}
        </Button>
      </Group>
      {waiting && (
        <Text size="xs" c="gray.7">
          {t('invites.resendAfter', { date: formatDateTime(availableAt, locale) })}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('invites.confirmCancel.title')}
        confirmLabel={t('invites.confirmCancel.confirm')}
        confirmColor="red.9"
        onConfirm={() =>
          cancel.mutate(undefined, { onSuccess: () => toast.success(t('invites.canceled', { email: invite.email })), onError: failed })
        }
        onClose={() => setAsking(false)}
      >
        <Text size="sm">{t('invites.confirmCancel.body', { email: invite.email })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** Pending invites as rows that wrap into cards on a phone, with resend and cancel for those who manage users. */
export function InviteList({ invites, workspaceId, canManage }: { invites: InviteItem[]; workspaceId: string; canManage: boolean }) {
  const { t } = useTranslation('company-users');
  const locale = useLocale();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('invites.listTitle')}>
      {invites.map((invite) => (
        <Paper key={invite.id} withBorder p="sm" radius="md" component="li" data-invite-row={invite.email}>
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {invite.email}
              </Text>
              <Text size="xs" c="gray.7">
                {`${t(`types.${invite.role}`)} · ${t('invites.lastSentAt', { date: formatDateTime(invite.lastSentAt, locale) })}`}
              </Text>
            </Stack>
            {canManage && <InviteActions invite={invite} workspaceId={workspaceId} />}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
