import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { profileCardQuery } from '../api/get-profile-card.ts';

/** The public card as other people see it (GET /v1/users/:userId/profile-card): refreshed after each save. */
export function ProfileCardPreview() {
  const { t, i18n } = useTranslation('profile');
  const user = useSessionUser();
  const card = useQuery(profileCardQuery(user.userId));
  const categories = useQuery(categoriesQuery(i18n.language));
  if (!card.data) return null;
  const { name, lastName, avatar, profession, summary, location, currentCompany, sector, skills, isPrivate } = card.data;
  const sectorName = categories.data?.items.find((category) => category.id === sector)?.name;
  return (
    <SectionCard title={t('card.title')}>
      <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="profile-card">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Avatar src={avatar?.small} alt="" size={56} radius={56} color="brand">
            {initialsOf(name, lastName)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>{`${name} ${lastName}`}</Text>
              {isPrivate && (
                <Badge size="sm" variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />}>
                  {t('card.private')}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {profession ?? t('card.noProfession')}
              {currentCompany && ` ${t('card.at', { company: currentCompany })}`}
            </Text>
            {(location || sectorName) && (
              <Group gap={6} c="gray.7">
                {location && <IconMapPin size={14} aria-hidden="true" />}
                <Text size="sm">{[location, sectorName].filter(Boolean).join(' · ')}</Text>
              </Group>
            )}
            {summary && (
              <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
                {summary}
              </Text>
            )}
            {skills.length > 0 && (
              <Group gap={6} mt={4}>
                {skills.map((skill) => (
                  <Badge key={skill.skillId} variant="light" size="sm">
                    {skill.title}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>
    </SectionCard>
  );
}
