import { List, Stack, Text } from '@mantine/core';
import type { ProfileSnapshot } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

/** A month as the profile form takes it (MM/AAAA), from its ISO date. */
const month = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
const period = (start: string, end: string | null, current: string) => `${month(start)} – ${end ? month(end) : current}`;

/** The Trilha profile the candidate sent instead of a PDF, as it was when the application was sent. */
export function ProfileSnapshotView({ snapshot }: { snapshot: ProfileSnapshot }) {
  const { t } = useTranslation('hiring');
  const place = [snapshot.city, snapshot.state].filter(Boolean).join(' – ');
  const wrap = { overflowWrap: 'anywhere' } as const;
  return (
    <Stack gap={6} data-testid="profile-snapshot">
      <Text size="sm" fw={600} style={wrap}>
        {[snapshot.name, snapshot.title].filter(Boolean).join(' · ')}
        {place && ` · ${place}`}
      </Text>
      {snapshot.description && (
        <Text size="sm" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
          {snapshot.description}
        </Text>
      )}
      {snapshot.experiences.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('candidate.snapshot.experiences')}
          </Text>
          <List size="sm" spacing={2}>
            {snapshot.experiences.map((item) => (
              <List.Item key={`${item.company}-${item.startDate}`} style={wrap}>
                {item.role}, {item.company} ({period(item.startDate, item.endDate, t('candidate.snapshot.current'))})
              </List.Item>
            ))}
          </List>
        </>
      )}
      {snapshot.education.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('candidate.snapshot.education')}
          </Text>
          <List size="sm" spacing={2}>
            {snapshot.education.map((item) => (
              <List.Item key={`${item.institution}-${item.startDate}`} style={wrap}>
                {item.title}, {item.institution} ({period(item.startDate, item.endDate, t('candidate.snapshot.current'))})
              </List.Item>
            ))}
          </List>
        </>
      )}
      {snapshot.skills.length > 0 && (
        <Text size="sm" style={wrap}>
          <Text span size="sm" fw={600}>
            {t('candidate.snapshot.skills')}:
          </Text>{' '}
          {snapshot.skills.map((skill) => skill.title).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
