import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MatchRequirement } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageName } from '../../../lib/format/language-name.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { learningPaths } from '../../contents/public.ts';
import { useFavoritePosition } from '../api/favorite-position.ts';
import { matchQuery } from '../api/position-match.ts';
import { MatchRequirementsList, type RequirementWords } from '../shared/match-requirements-list.tsx';

/**
 * Match explained: requirement by requirement, what the person already has and what is missing, with the contents
 * and pathways that teach each missing skill. The explanation is the score: "3 of 5 requirements". A closed
 * position offers no "apply when ready": it will not reopen.
 */
export function MatchPanel({ positionId, closed }: { positionId: string; closed: boolean }) {
  const { t, i18n } = useTranslation('positions');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const match = useQuery(matchQuery(positionId, i18n.language));
  const favorite = useFavoritePosition(positionId);
  if (match.isPending) return <ListSkeleton rows={3} label={t('match.title')} />;
  if (match.isError) return <ErrorState message={failureMessage(match.error)} onRetry={() => match.refetch()} />;
  const { requirements, met, total, ready, notifyWhenReady } = match.data;

  const describe = (item: MatchRequirement): RequirementWords => {
    switch (item.kind) {
      case 'skill':
        return {
          label: t('match.skill', { skill: item.skill.title, level: t(`levels.${item.skill.level}`) }),
          detail: item.have ? t('match.youHave', { level: t(`levels.${item.have}`) }) : t('match.notInProfile'),
        };
      case 'language':
        return {
          label: t('match.language', {
            language: languageName(item.language, i18n.language),
            level: t(`proficiency.${item.proficiency}`),
          }),
          detail: item.have ? t('match.youHave', { level: t(`proficiency.${item.have}`) }) : t('match.notInProfile'),
        };
      case 'education':
        return {
          label: t('match.education', { level: t(`education.${item.level}`) }),
          detail: t('match.youHave', { level: t(`education.${item.have}`) }),
        };
      case 'location':
        return {
          label: item.remote ? t('match.remote') : t('match.location', { city: item.city, state: item.state }),
          detail: item.haveCity ? t('match.youLive', { city: item.haveCity, state: item.haveState }) : t('match.noCity'),
        };
      case 'pcd':
        return { label: t('match.pcd'), detail: item.met ? t('match.pcdYes') : t('match.pcdNo') };
    }
  };

  const toggleReady = () =>
    favorite.mutate(
      { saved: true, notifyWhenReady: !notifyWhenReady },
      {
        onSuccess: () => toast.success(notifyWhenReady ? t('match.readyOff') : t('match.readyOn')),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );

  return (
    <SectionCard title={t('match.title')} description={t('match.summary', { met, total })}>
      <MatchRequirementsList
        items={requirements}
        describe={describe}
        label={t('match.title')}
        metLabel={t('match.met')}
        missingLabel={t('match.missing')}
        extra={(item) =>
          item.kind === 'skill' &&
          !item.met &&
          item.learning.length > 0 && (
            <Text size="sm" component="div">
              {t('match.learnWith')}{' '}
              {item.learning.map((entry, at) => (
                <span key={entry.kind === 'content' ? entry.content.id : entry.list.id}>
                  {at > 0 && ', '}
                  <Anchor
                    component={Link}
                    to={entry.kind === 'content' ? paths.contentDetails(entry.content.id) : paths.listDetails(entry.list.id)}
                  >
                    {entry.kind === 'content' ? entry.content.title : entry.list.title}
                  </Anchor>
                </span>
              ))}
            </Text>
          )
        }
      />
      {ready ? (
        <Text size="sm" c="teal.9" fw={600}>
          {t('match.ready')}
        </Text>
      ) : closed ? null : (
        <Group>
          <Button variant={notifyWhenReady ? 'light' : 'filled'} onClick={toggleReady} loading={favorite.isPending}>
            {notifyWhenReady ? t('match.readyCancel') : t('match.applyWhenReady')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('match.applyWhenReadyHint')}
          </Text>
        </Group>
      )}
    </SectionCard>
  );
}
