import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PublicFrame } from '../../../lib/shell/public-frame.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useApplyWorkspaceStyle } from '../../../lib/workspace/active-style.tsx';
import { inviteQuery } from '../api/get-invite.ts';
import { InviteAnswer } from './invite-answer.tsx';
import { InviteCodeForm } from './invite-code-form.tsx';

function InviteById({ token }: { token: string }) {
  const { t } = useTranslation('workspaces');
  const invite = useQuery(inviteQuery(token));
  useApplyWorkspaceStyle(invite.data?.workspace.customStyle);
  usePageTitle(invite.data && t('invite.title', { name: invite.data.workspace.name }));
  if (invite.isPending) return <PageSkeleton />;
  if (invite.isError) {
    return (
      <Stack>
        <div role="alert">
          <Title order={1} size="h3" c="red.8">
            {invite.error.message}
          </Title>
        </div>
        <Text size="sm" c="gray.7">
          {t('invite.errorHint')}
        </Text>
        <Button component={Link} to="/invite" variant="light">
          {t('invite.tryAnother')}
        </Button>
      </Stack>
    );
  }
  return <InviteAnswer invite={invite.data} />;
}

/** /invite/:inviteId, and /invite or /invite/login with ?id= (or a box for the link): open to everyone. */
export default function InvitePage() {
  const { inviteId } = useParams();
  const [search] = useSearchParams();
  const token = inviteId ?? search.get('id');
  return (
    <PublicFrame maw={500} portalLogo={false}>
      {token ? <InviteById key={token} token={token} /> : <InviteCodeForm />}
    </PublicFrame>
  );
}
