import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CompanyUserItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { UserStatusBadge } from '../shared/user-status-badge.tsx';

/** The users of one tab as rows that wrap into cards on a phone; each name opens the user's profile. */
export function UserList({ users }: { users: CompanyUserItem[] }) {
  const { t } = useTranslation('company-users');
  const locale = useLocale();
  const base = `${homeOf(useActiveWorkspace())}/admin-center/users`;
  // the profile's "Voltar" returns to this tab and its search
  const { pathname, search } = useLocation();
  const when = (user: CompanyUserItem) => {
    if (user.removedAt) return t('list.removedAt', { date: formatDateTime(user.removedAt, locale) });
    if (user.lastAccessAt) return t('list.lastAccess', { date: formatDateTime(user.lastAccessAt, locale) });
    return null;
  };
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
      {users.map((user) => (
        <Paper key={user.userId} withBorder p="sm" radius="md" component="li" data-user-row={user.email}>
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor
                component={Link}
                to={`${base}/${user.userId}`}
                state={backTo(pathname + search)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {`${user.name} ${user.lastName}`}
              </Anchor>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flex: '0 1 auto' }}>
              <Group gap="xs" justify="flex-end">
                <Text size="sm">{t(`types.${user.type}`)}</Text>
                <UserStatusBadge user={user} />
              </Group>
              {when(user) && (
                <Text size="xs" c="gray.7">
                  {when(user)}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
