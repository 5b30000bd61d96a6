import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { CandidateApplication } from '@trilha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../lib/ui/badges.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';

/** A month as the profile form takes it (MM/AAAA), from its ISO date. */
const month = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The candidate's profile as shared with the company: summary, experiences, education, languages, skills with levels,
 * links; for a PcD candidate the type and the adaptation asked for, and how each step with a choice was answered
 * beside what the position offers there.
 */
export function CandidateProfileCard({ application }: { application: CandidateApplication }) {
  const { t, i18n } = useTranslation('hiring');
  const { profile } = application;
  const period = (start: string, end: string | null) => `${month(start)} – ${end ? month(end) : t('workbench.profile.current')}`;
  const part = (title: string, body: ReactNode) => (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {body}
    </Stack>
  );
  const empty =
    !profile.professionalTitle &&
    !profile.summary &&
    profile.professionalExperiences.length + profile.academicExperiences.length + profile.skills.length === 0;
  return (
    <SectionCard title={t('workbench.profile.title')}>
      {empty && (
        <Text size="sm" c="gray.7">
          {t('workbench.profile.empty')}
        </Text>
      )}
      {profile.professionalTitle && (
        <Text fw={600} style={wrap}>
          {profile.professionalTitle}
        </Text>
      )}
      {profile.summary && (
        <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
          {profile.summary}
        </Text>
      )}
      {profile.pcd &&
        part(
          t('workbench.profile.pcd'),
          <Stack gap={2}>
            {profile.pcd.type && (
              <Text size="sm">{t('workbench.profile.pcdType', { type: t(`workbench.pcdTypes.${profile.pcd.type}`) })}</Text>
            )}
            <Text size="sm" style={wrap}>
              {profile.pcd.adaptation
                ? t('workbench.profile.adaptation', { adaptation: profile.pcd.adaptation })
                : t('workbench.profile.noAdaptation')}
            </Text>
          </Stack>,
        )}
      {profile.alternatives.length > 0 &&
        part(
          t('workbench.profile.alternatives'),
          <List size="sm" spacing={2}>
            {profile.alternatives.map((item) => {
              const offered = application.steps.find((step) => step.kind === item.step)?.accommodation;
              return (
                <List.Item key={item.step} style={wrap}>
                  {t(`step.${item.step}`)}: {t(`candidate.alternative.${item.alternative}`)}
                  {offered && ` (${t('workbench.profile.stepAccommodation', { accommodation: offered })})`}
                </List.Item>
              );
            })}
          </List>,
        )}
      {profile.professionalExperiences.length > 0 &&
        part(
          t('workbench.profile.experiences'),
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {profile.professionalExperiences.map((item) => (
              <Stack key={`${item.company}-${item.startDate}`} gap={0} component="li">
                <Text size="sm" fw={600} style={wrap}>
                  {item.role} · {item.company}
                </Text>
                <Text size="xs" c="gray.7">
                  {period(item.startDate, item.currentlyWorking ? null : item.endDate)}
                </Text>
                {item.tasks && (
                  <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
                    {item.tasks}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>,
        )}
      {profile.academicExperiences.length > 0 &&
        part(
          t('workbench.profile.education'),
          <List size="sm" spacing={2}>
            {profile.academicExperiences.map((item) => (
              <List.Item key={`${item.institution}-${item.startDate}`} style={wrap}>
                {item.title}, {item.institution} ({period(item.startDate, item.currentlyStudying ? null : item.endDate)})
              </List.Item>
            ))}
          </List>,
        )}
      {profile.languages.length > 0 &&
        part(
          t('workbench.profile.languages'),
          <List size="sm" spacing={2}>
            {profile.languages.map((item) => (
              <List.Item key={item.language}>
                {new Intl.DisplayNames([i18n.language], { type: 'language' }).of(item.language) ?? item.language}:{' '}
                {t(`workbench.proficiency.${item.proficiency}`)}
              </List.Item>
            ))}
          </List>,
        )}
      {profile.skills.length > 0 &&
        part(
          t('workbench.profile.skills'),
          <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('workbench.profile.skills')}>
            {profile.skills.map((skill) => (
              <li key={skill.skillId}>
                <LevelBadge
                  level={skill.level ?? 'none'}
                  label={skill.level ? `${skill.title} · ${t(`workbench.levels.${skill.level}`)}` : skill.title}
                />
                {skill.verified && (
                  <Badge
                    ml={4}
                    size="sm"
                    variant="light"
                    color="teal"
                    title={t('workbench.profile.verifiedHint')}
                    leftSection={<IconRosetteDiscountCheck size={12} aria-hidden="true" />}
                  >
                    {t('workbench.profile.verified')}
                  </Badge>
                )}
              </li>
            ))}
          </Group>,
        )}
      {profile.links.length > 0 &&
        part(
          t('workbench.profile.links'),
          <Group gap="sm">
            {profile.links.map((link) => (
              <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="sm" style={wrap}>
                {t(`workbench.links.${link.type}`)}
              </Anchor>
            ))}
          </Group>,
        )}
    </SectionCard>
  );
}
