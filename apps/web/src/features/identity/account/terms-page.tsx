import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useAcceptTos } from '../api/accept-tos.ts';
import { TermsText } from '../shared/terms-text.tsx';

/** /account/terms: the terms of use, whether the user accepted them, and the acceptance. */
export default function TermsPage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const accept = useAcceptTos();
  const acceptedAt = user.tosAcceptedAt;
  return (
    <SectionCard title={t('terms.title')}>
      {acceptedAt ? (
        <NoticeAlert tone="success">{t('terms.accepted', { date: formatDate(acceptedAt, user.locale) })}</NoticeAlert>
      ) : (
        <NoticeAlert tone="warning">{t('terms.pending')}</NoticeAlert>
      )}
      <TermsText />
      {accept.error && <NoticeAlert tone="error">{failureMessage(accept.error)}</NoticeAlert>}
      {!acceptedAt && (
        <Group>
          <Button
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSuccess: () => toast.success(t('terms.acceptedToast')) })}
          >
            {t('terms.accept')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
