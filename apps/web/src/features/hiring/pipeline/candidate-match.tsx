import { Text } from '@mantine/core';
import type { CandidateMatch } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { MatchRequirementsList, type RequirementWords } from '../../positions/public.ts';

type Requirement = CandidateMatch['requirements'][number];

/** The match the candidate reads explained, requirement by requirement, as the recruiters read it: what is asked, what the candidate has. */
export function CandidateMatchCard({ match }: { match: CandidateMatch }) {
  const { t, i18n } = useTranslation('hiring');
  const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(' - ');
  const describe = (item: Requirement): RequirementWords => {
    switch (item.kind) {
      case 'skill':
        return {
          label: t('workbench.match.skill', { skill: item.skill.title, level: t(`workbench.levels.${item.skill.level}`) }),
          detail: item.have ? t('workbench.match.has', { level: t(`workbench.levels.${item.have}`) }) : t('workbench.match.notInProfile'),
        };
      case 'language':
        return {
          label: t('workbench.match.language', {
            language: new Intl.DisplayNames([i18n.language], { type: 'language' }).of(item.language) ?? item.language,
            level: t(`workbench.proficiency.${item.proficiency}`),
          }),
          detail: item.have
            ? t('workbench.match.has', { level: t(`workbench.proficiency.${item.have}`) })
            : t('workbench.match.notInProfile'),
        };
      case 'education':
        return {
          label: t('workbench.match.education', { level: t(`workbench.education.${item.level}`) }),
          detail: t('workbench.match.has', { level: t(`workbench.education.${item.have}`) }),
        };
      case 'location':
        return {
          label: item.remote ? t('workbench.match.remote') : t('workbench.match.location', { place: place(item.city, item.state) }),
          detail: item.haveCity ? t('workbench.match.lives', { place: place(item.haveCity, item.haveState) }) : t('workbench.match.noCity'),
        };
      case 'pcd':
        return { label: t('workbench.match.pcd'), detail: item.met ? t('workbench.match.pcdYes') : t('workbench.match.pcdNo') };
    }
  };
  return (
    <SectionCard title={t('workbench.match.title')} description={t('card.match', match)}>
      {match.requirements.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('workbench.match.none')}
        </Text>
      ) : (
        <MatchRequirementsList
          items={match.requirements}
          describe={describe}
          label={t('workbench.match.title')}
          metLabel={t('workbench.match.met')}
          missingLabel={t('workbench.match.missing')}
          testId="match-breakdown"
        />
      )}
    </SectionCard>
  );
}
