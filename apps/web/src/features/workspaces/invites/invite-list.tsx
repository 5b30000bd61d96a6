import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InviteItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { InviteStatusBadge } from './invite-status-badge.tsx';
import { ResendButton } from './resend-button.tsx';

/** Invites as a table, or as stacked cards at 800 px and below. */
export function InviteList({ invites, workspaceId }: { invites: InviteItem[]; workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const compact = useMediaQuery('(max-width: 50em)', false, { getInitialValueInEffect: false });
  const sent = (invite: InviteItem) => formatDateTime(invite.lastSentAt, locale);
  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('invites.listLabel')}>
        {invites.map((invite) => (
          <Paper key={invite.id} withBorder p="sm" radius="md" component="li">
            <Stack gap={6}>
              <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                {invite.email}
              </Text>
              <Group gap="xs">
                <InviteStatusBadge status={invite.status} />
                <Text size="xs">{t(`roles.${invite.role}`)}</Text>
              </Group>
              <Text size="xs" c="gray.7">
                {t('invites.lastSentAt', { date: sent(invite) })}
              </Text>
              <ResendButton invite={invite} workspaceId={workspaceId} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invites.columns.email')}</Table.Th>
            <Table.Th>{t('invites.columns.role')}</Table.Th>
            <Table.Th>{t('invites.columns.status')}</Table.Th>
            <Table.Th>{t('invites.columns.lastSentAt')}</Table.Th>
            <Table.Th>{t('invites.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.map((invite) => (
            <Table.Tr key={invite.id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{invite.email}</Table.Td>
              <Table.Td>{t(`roles.${invite.role}`)}</Table.Td>
              <Table.Td>
                <InviteStatusBadge status={invite.status} />
              </Table.Td>
              <Table.Td>{sent(invite)}</Table.Td>
              <Table.Td>
                <ResendButton invite={invite} workspaceId={workspaceId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
