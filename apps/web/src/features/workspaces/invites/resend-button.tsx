import { Button, Stack, Text } from '@mantine/core';
import type { InviteItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useResendInvite } from '../api/resend-invite.ts';

/** An invite is resent at most once per 24 hours. */
const COOLDOWN_MS = 24 * 36e5;

/** Resends a pending or expired invite; within 24 h of the last e-mail it is disabled and says when it opens. */
export function ResendButton({ invite, workspaceId }: { invite: InviteItem; workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const resend = useResendInvite(workspaceId, invite.id);
  if (invite.status !== 'PENDING' && invite.status !== 'EXPIRED') return null;
  const availableAt = new Date(new Date(invite.lastSentAt).getTime() + COOLDOWN_MS);
  const waiting = availableAt.getTime() > Date.now();
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="light"
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success(t('invites.resent', { email: invite.email })),
            onError: (error) => toast.error(error.message),
          })
        }
        loading={resend.isPending}
        disabled={waiting}
        aria-label={t('invites.resendTo', { email: invite.email })}
      >
        {t('invites.resend')}
      </Button>
      {waiting && (
        <Text size="xs" c="gray.7">
          {t('invites.resendAfter', { date: formatDateTime(availableAt, locale) })}
        </Text>
      )}
    </Stack>
  );
}
