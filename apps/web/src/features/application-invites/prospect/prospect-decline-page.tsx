import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PublicFrame } from '../../../lib/shell/public-frame.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useDeclineProspectInvite } from '../api/decline-prospect-invite.ts';
import { prospectInviteQuery } from '../api/get-prospect-invite.ts';
import { ProspectError } from './prospect-summary.tsx';

function ProspectDecline({ hash }: { hash: string }) {
  const { t } = useTranslation('application-invites');
  const decline = useDeclineProspectInvite(hash);
  // once declined, the invite answers "declined": the page keeps showing the confirmation instead
  const invite = useQuery({ ...prospectInviteQuery(hash), enabled: !decline.isSuccess });
  usePageTitle(t('decline.title'));

  if (decline.isSuccess) {
    return (
      <Stack>
        <Title order={1} size="h3">
          {t('decline.title')}
        </Title>
        <NoticeAlert tone="success">{t('decline.done')}</NoticeAlert>
        <Button component={Link} to="/" variant="light">
          {t('page.goHome')}
        </Button>
      </Stack>
    );
  }
  if (invite.isPending) return <PageSkeleton />;
  if (invite.isError) return <ProspectError message={invite.error.message} />;
  const { position } = invite.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('decline.title')}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>{t('decline.question', { title: position.title, company: position.company.name })}</Text>
      <Text size="sm" c="gray.7">
        {t('decline.irreversible')}
      </Text>
      {decline.error && <NoticeAlert tone="error">{decline.error.message}</NoticeAlert>}
      <Group grow>
        <Button component={Link} to={`/prospect/invite/${encodeURIComponent(hash)}`} variant="default">
          {t('decline.keep')}
        </Button>
        <Button color="red.9" loading={decline.isPending} onClick={() => decline.mutate()}>
          {t('decline.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /prospect/invite/decline/:hash: confirms, then declines the invite (irreversible; no sign-in needed). */
export default function ProspectDeclinePage() {
  const { hash = '' } = useParams();
  return (
    <PublicFrame maw={520} portalLogo={false}>
      <ProspectDecline key={hash} hash={hash} />
    </PublicFrame>
  );
}
