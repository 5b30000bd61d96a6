import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { sessionQuery } from '../../../lib/session/session.ts';
import { tokenStorage } from '../../../lib/session/token-storage.ts';
import { PublicFrame } from '../../../lib/shell/public-frame.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useAcceptProspectInvite } from '../api/accept-prospect-invite.ts';
import { prospectInviteQuery } from '../api/get-prospect-invite.ts';
import { ProspectError, ProspectSummary } from './prospect-summary.tsx';

function ProspectInvite({ hash }: { hash: string }) {
  const { t } = useTranslation('application-invites');
  const navigate = useNavigate();
  const invite = useQuery(prospectInviteQuery(hash));
  const session = useQuery({ ...sessionQuery, enabled: Boolean(tokenStorage.get()), retry: false });
  const accept = useAcceptProspectInvite(hash);
  usePageTitle(invite.data ? invite.data.position.title : t('page.title'));
  const here = `/prospect/invite/${encodeURIComponent(hash)}`;

  if (invite.isPending) return <PageSkeleton />;
  if (invite.isError) return <ProspectError message={invite.error.message} />;
  const user = session.data;
  return (
    <Stack gap="md">
      <ProspectSummary invite={invite.data} />
      {accept.error && <NoticeAlert tone="error">{accept.error.message}</NoticeAlert>}
      {user ? (
        <Stack gap="sm">
          <Text size="sm">{t('page.signedInAs', { email: user.email })}</Text>
          <Group grow>
            <Button component={Link} to={`/prospect/invite/decline/${encodeURIComponent(hash)}`} variant="default">
              {t('page.decline')}
            </Button>
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(undefined, {
                  onSuccess: ({ positionId }) => navigate(`/my/discovery/position/${positionId}`, { replace: true }),
                })
              }
            >
              {t('page.accept')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('page.signInToAccept')}</Text>
          <Group grow>
            <Button component={Link} to={`/register?redirect=${encodeURIComponent(here)}`} variant="default">
              {t('page.register')}
            </Button>
            <Button component={Link} to={`/login?redirect=${encodeURIComponent(here)}`}>
              {t('page.signIn')}
            </Button>
          </Group>
          <Text size="xs" c="gray.7">
            {t('page.afterRegister')}
          </Text>
          <Button component={Link} to={`/prospect/invite/decline/${encodeURIComponent(hash)}`} variant="subtle" color="gray">
            {t('page.decline')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** /prospect/invite/:hash: the position a company invites a person to, with accept (signed in) and decline. */
export default function ProspectInvitePage() {
  const { hash = '' } = useParams();
  return (
    <PublicFrame maw={520} portalLogo={false}>
      <ProspectInvite key={hash} hash={hash} />
    </PublicFrame>
  );
}
