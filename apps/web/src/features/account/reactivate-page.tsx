import { Anchor, Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/ui/toast.ts';
import { failureMessage } from '../auth/form-feedback.ts';
import { signOut } from '../auth/session.ts';
import { useSessionUser } from '../shell/use-active-workspace.ts';
import { useReactivateAccount } from './account-api.ts';
import { formatLongDate } from './format-date.ts';
import { NoticeAlert } from '../auth/notice-alert.tsx';

/** Spec sections 4 and 9: a removed account stays reactivatable for 30 days, then is purged. */
const REACTIVATION_WINDOW_MS = 30 * 24 * 36e5;

/** /reactive/account: where a pending-deletion account lands after signing in. */
export default function ReactivatePage() {
  const { t } = useTranslation('account');
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
            <Text fw={800} fz={24} c="brand.7" aria-hidden>
              Trilha
            </Text>
            <Title order={1} size="h3">
              {t('reactivate.title')}
            </Title>
            {requestedAt && <Text>{t('reactivate.requested', { date: formatLongDate(requestedAt, user.locale) })}</Text>}
            {purgeAt && <Text fw={600}>{t('reactivate.purge', { date: formatLongDate(purgeAt, user.locale) })}</Text>}
            <Text c="gray.7">{t('reactivate.keep')}</Text>
            {reactivate.error && (
              <NoticeAlert tone="error">
                {failureMessage(reactivate.error, t)}
              </NoticeAlert>
            )}
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
