import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { can } from '@trilha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useActiveWorkspace, useSessionUser } from '../../shell/use-active-workspace.ts';
import { actorIn } from '../shared/actor.ts';
import { homeOf } from '../workspace-paths.ts';

/** Title and tabs shared by the members list and the invites screen. */
export function MembersHeader({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const base = `${homeOf(workspace)}/members`;
  const current = pathname.endsWith('/invites') ? 'invites' : 'list';
  const mayInvite = can(actorIn(workspace, user), 'members.invite');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('members.title')}</Title>
          <Text c="gray.7" size="sm">
            {t('members.subtitle', { name: workspace.name })}
          </Text>
        </Stack>
        {action}
      </Group>
      {mayInvite && (
        <Group gap="xs" component="nav" aria-label={t('members.tabs.label')}>
          {(['list', 'invites'] as const).map((tab) => (
            <Button
              key={tab}
              component={Link}
              to={`${base}/${tab}`}
              variant={current === tab ? 'filled' : 'subtle'}
              aria-current={current === tab ? 'page' : undefined}
              size="sm"
            >
              {t(`members.tabs.${tab}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
