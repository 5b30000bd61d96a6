import { Button, Stack, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { useSendEmailConfirmation } from '../api/send-email-confirmation.ts';

/**
 * On a company's home and recruitment screens while the owner who opened it has not confirmed their e-mail address
 * (the server's `ownerEmailConfirmed`): what waits for the confirmation, and a button that sends the link again.
 * Nothing otherwise.
 */
export function EmailConfirmationNotice({ workspace }: { workspace: WorkspaceSummary }) {
  if (workspace.type !== 'business' || workspace.ownerEmailConfirmed) return null;
  // the account's words load with the first notice; the screen around it does not wait for them
  return (
    <Suspense fallback={null}>
      <WaitingNotice />
    </Suspense>
  );
}

function WaitingNotice() {
  const { t } = useTranslation('account');
  const send = useSendEmailConfirmation();
  return (
    <NoticeAlert tone="warning" title={t('emailConfirmation.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('emailConfirmation.body')}</Text>
        <Button size="xs" variant="default" loading={send.isPending} disabled={send.isSuccess} onClick={() => send.mutate()}>
          {t('emailConfirmation.resend')}
        </Button>
        <div aria-live="polite">
          {send.isSuccess && <Text size="sm">{t('emailConfirmation.sent')}</Text>}
          {send.isError && (
            <Text size="sm" c="red.8">
              {failureMessage(send.error)}
            </Text>
          )}
        </div>
      </Stack>
    </NoticeAlert>
  );
}
