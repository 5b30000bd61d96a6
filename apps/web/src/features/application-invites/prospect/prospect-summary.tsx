import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProspectInviteDetails } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { initialsOf } from '../../../lib/ui/initials.ts';

/** The position an invite offers: title, company, the company's message, the masked address and the expiry. */
export function ProspectSummary({ invite }: { invite: ProspectInviteDetails }) {
  const { t } = useTranslation('application-invites');
  const locale = useLocale();
  const { position } = invite;
  const place = [position.location.city, position.location.state].filter(Boolean).join(' - ');
  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Avatar src={position.company.avatarUrl} alt="" size={56} radius="md" color="brand">
          {initialsOf(position.company.name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {position.title}
          </Title>
          <Text size="sm" c="gray.7">
            {t('page.invitedBy', { company: position.company.name })}
          </Text>
          {place && (
            <Text size="sm" c="gray.7">
              {place}
            </Text>
          )}
        </Stack>
      </Group>
      {invite.message && (
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" fw={600} c="gray.7">
            {t('page.message')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {invite.message}
          </Text>
        </Paper>
      )}
      <Stack gap={2}>
        <Text size="sm">{t('page.addressedTo', { email: invite.email })}</Text>
        <Text size="sm" c="gray.7">
          {t('page.validUntil', { date: formatDate(invite.expiresAt, locale) })}
        </Text>
      </Stack>
    </Stack>
  );
}

/** Why a link no longer works (used, declined, expired, cancelled, not found), in the server's words. */
export function ProspectError({ message }: { message: string }) {
  const { t } = useTranslation('application-invites');
  return (
    <Stack>
      <div role="alert">
        <Title order={1} size="h3" c="red.8">
          {message}
        </Title>
      </div>
      <Text size="sm" c="gray.7">
        {t('page.errorHint')}
      </Text>
      <Button component={Link} to="/" variant="light">
        {t('page.goHome')}
      </Button>
    </Stack>
  );
}
