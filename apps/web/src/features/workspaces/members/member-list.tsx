import { Avatar, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WorkspaceMember } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { canIn } from '../../../lib/permissions/use-can.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { RoleBadge } from '../shared/role-badge.tsx';
import { MemberActions } from './member-actions.tsx';

interface Props {
  members: WorkspaceMember[];
  workspaceId: string;
  currentUserId: string;
}

function Person({ member, isYou }: { member: WorkspaceMember; isYou: boolean }) {
  const { t } = useTranslation('workspaces');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.imageUrl} alt="" radius="xl" color="brand">
        {initialsOf(member.name, member.lastName)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" lineClamp={1}>
            {member.name} {member.lastName}
          </Text>
          {isYou && (
            <Badge size="xs" variant="outline" color="gray">
              {t('members.you')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7" lineClamp={1} style={{ wordBreak: 'break-all' }}>
          {member.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** The members as a table, or as stacked cards at 800 px and below (the phone layout). */
export function MemberList({ members, workspaceId, currentUserId }: Props) {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const compact = useMediaQuery('(max-width: 50em)', false, { getInitialValueInEffect: false });
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  // the contract's member rules decide, e.g. only an owner manages an owner
  const mayManage = (member: WorkspaceMember) =>
    member.userId !== currentUserId && canIn(workspace, user, 'members.manage', { kind: 'member', role: member.role });
  const actionsOf = (member: WorkspaceMember) =>
    mayManage(member) ? <MemberActions member={member} workspaceId={workspaceId} /> : <RoleBadge role={member.role} />;

  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members.listLabel')}>
        {members.map((member) => (
          <Paper key={member.userId} withBorder p="sm" radius="md" component="li">
            <Stack gap="xs">
              <Person member={member} isYou={member.userId === currentUserId} />
              <Text size="xs" c="gray.7">
                {t('members.joinedAt', { date: formatDate(member.joinedAt, locale) })}
              </Text>
              {actionsOf(member)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.columns.person')}</Table.Th>
            <Table.Th>{t('members.columns.joinedAt')}</Table.Th>
            <Table.Th>{t('members.columns.role')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.userId}>
              <Table.Td>
                <Person member={member} isYou={member.userId === currentUserId} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(member.joinedAt, locale)}</Text>
              </Table.Td>
              <Table.Td>{actionsOf(member)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
