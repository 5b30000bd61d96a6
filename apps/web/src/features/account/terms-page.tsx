import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/toast.ts';
import { failureMessage } from '../auth/form-feedback.ts';
import { TermsText } from '../auth/terms-text.tsx';
import { useSessionUser } from '../shell/use-active-workspace.ts';
import { AccountCard } from './account-card.tsx';
import { useAcceptTos } from './account-api.ts';
import { formatLongDate } from './format-date.ts';
import { NoticeAlert } from '../auth/notice-alert.tsx';

/** /account/terms: the terms of use, whether the user accepted them, and the acceptance. */
export default function TermsPage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const accept = useAcceptTos();
  const acceptedAt = user.tosAcceptedAt;
  return (
    <AccountCard title={t('terms.title')}>
      {acceptedAt ? (
        <NoticeAlert tone="success">
          {t('terms.accepted', { date: formatLongDate(acceptedAt, user.locale) })}
        </NoticeAlert>
      ) : (
        <NoticeAlert tone="warning">
          {t('terms.pending')}
        </NoticeAlert>
      )}
      <TermsText />
      {accept.error && (
        <NoticeAlert tone="error">
          {failureMessage(accept.error, t)}
        </NoticeAlert>
      )}
      {!acceptedAt && (
        <Group>
          <Button loading={accept.isPending} onClick={() => accept.mutate(undefined, { onSuccess: () => toast.success(t('terms.acceptedToast')) })}>
            {t('terms.accept')}
          </Button>
        </Group>
      )}
    </AccountCard>
  );
}
