import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InviteDetails } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sessionQuery } from '../../../lib/session/session.ts';
import { tokenStorage } from '../../../lib/session/token-storage.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { useCompleteInvite } from '../api/complete-invite.ts';
import { useRefuseInvite } from '../api/refuse-invite.ts';
import { RoleBadge } from '../shared/role-badge.tsx';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';

/** What an invitee sees: the workspace, the role, and sign-in/registration or accept/refuse. */
export function InviteAnswer({ invite }: { invite: InviteDetails }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const session = useQuery({ ...sessionQuery, enabled: Boolean(tokenStorage.get()), retry: false });
  const user = session.data;
  const accept = useCompleteInvite(invite.id);
  const refuse = useRefuseInvite(invite.id);
  const back = `/invite/${invite.id}`;
  const failure = accept.error ?? refuse.error;

  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="md">
        <WorkspaceAvatar workspace={{ ...invite.workspace }} size={56} />
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t('invite.title', { name: invite.workspace.name })}
          </Title>
          {invite.inviter && (
            <Text size="sm" c="gray.7">
              {t('invite.invitedBy', { name: invite.inviter.name })}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm">{t('invite.roleLabel')}</Text>
          <RoleBadge role={invite.role} />
        </Group>
        <Text size="sm" c="gray.7">
          {t(`roleDescriptions.${invite.role}`)}
        </Text>
        <Text size="sm">{t('invite.addressedTo', { email: invite.email })}</Text>
      </Stack>

      {invite.status === 'COMPLETED' ? (
        <Alert color="blue" role="status">
          {t('invite.alreadyAccepted')}
        </Alert>
      ) : refuse.isSuccess ? (
        <Alert color="gray" role="status">
          {t('invite.refused')}
        </Alert>
      ) : user ? (
        <Stack gap="sm">
          <Text size="sm">{t('invite.signedInAs', { email: user.email })}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          <Group grow>
            <Button variant="default" onClick={() => refuse.mutate()} loading={refuse.isPending} disabled={accept.isPending}>
              {t('invite.refuse')}
            </Button>
            <Button
              onClick={() => accept.mutate(undefined, { onSuccess: ({ workspace }) => navigate(homeOf(workspace), { replace: true }) })}
              loading={accept.isPending}
              disabled={refuse.isPending}
            >
              {t('invite.accept')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{invite.userExists ? t('invite.signInToAnswer') : t('invite.registerToAnswer')}</Text>
          <Group grow>
            {invite.userExists ? (
              <Button component={Link} to={`/login?redirect=${encodeURIComponent(back)}`}>
                {t('invite.signIn')}
              </Button>
            ) : (
              <>
                <Button component={Link} to={`/login?redirect=${encodeURIComponent(back)}`} variant="default">
                  {t('invite.signIn')}
                </Button>
                <Button component={Link} to={`/register?invite=${encodeURIComponent(invite.id)}`}>
                  {t('invite.register')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
      {(invite.status === 'COMPLETED' || refuse.isSuccess) && (
        <Button component={Link} to="/" variant="light">
          {t('invite.goHome')}
        </Button>
      )}
    </Stack>
  );
}
