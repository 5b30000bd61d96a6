import { Anchor, Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { signOut } from '../../../lib/session/session.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { BrandMark } from '../../../lib/shell/brand-mark.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useReactivateAccount } from '../api/reactivate-account.ts';

/** A removed account stays reactivatable for 30 days, then is purged. */
const REACTIVATION_WINDOW_MS = 30 * 24 * 36e5;

/** /reactive/account: where a pending-deletion account lands after signing in. */
export default function ReactivatePage() {
  const { t } = useTranslation('identity');
  usePageTitle(t('reactivate.title'));
  const user = useSessionUser();
  const navigate = useNavigate();
  const reactivate = useReactivateAccount();
  const requestedAt = user.deletionRequestedAt;
  const purgeAt = requestedAt ? new Date(new Date(requestedAt).getTime() + REACTIVATION_WINDOW_MS).toISOString() : null;

  const submit = () =>
    reactivate.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('reactivate.done'));
        navigate('/', { replace: true });
      },
    });
  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate('/login', { replace: true });
  };

  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={520} renderRoot={(props) => <main {...props} />}>
          <Stack>
            <BrandMark size={24} decorative />
            <Title order={1} size="h3">
              {t('reactivate.title')}
            </Title>
            {requestedAt && <Text>{t('reactivate.requested', { date: formatDate(requestedAt, user.locale) })}</Text>}
            {purgeAt && <Text fw={600}>{t('reactivate.purge', { date: formatDate(purgeAt, user.locale) })}</Text>}
            <Text c="gray.7">{t('reactivate.keep')}</Text>
            {reactivate.error && <NoticeAlert tone="error">{failureMessage(reactivate.error)}</NoticeAlert>}
            <Button onClick={submit} loading={reactivate.isPending} fullWidth>
              {t('reactivate.submit')}
            </Button>
            <Anchor component="button" type="button" onClick={leave} size="sm" ta="center">
              {t('reactivate.signOut')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
