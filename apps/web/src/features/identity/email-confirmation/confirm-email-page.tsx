import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PublicFrame } from '../../../lib/shell/public-frame.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { confirmEmailQuery } from '../api/confirm-email.ts';

/** /access/confirm-email/:code: the link e-mailed to a company's owner, open signed in or not (it is opened where the mail is). */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('emailConfirmation.pageTitle'));
  const { code = '' } = useParams();
  const confirmation = useQuery(confirmEmailQuery(code));
  return (
    <PublicFrame portalLogo={false}>
      <Stack>
        <Title order={1} size="h2">
          {t('emailConfirmation.pageTitle')}
        </Title>
        {confirmation.isPending && <ListSkeleton />}
        {confirmation.isSuccess && (
          <NoticeAlert tone="success" title={t('emailConfirmation.confirmedTitle')}>
            {t('emailConfirmation.confirmed')}
          </NoticeAlert>
        )}
        {confirmation.isError && (
          <NoticeAlert tone="error" title={failureMessage(confirmation.error)}>
            <Text size="sm">{t('emailConfirmation.invalidHint')}</Text>
          </NoticeAlert>
        )}
        {!confirmation.isPending && (
          <Button component={Link} to="/" fullWidth>
            {t('emailConfirmation.continue')}
          </Button>
        )}
      </Stack>
    </PublicFrame>
  );
}
