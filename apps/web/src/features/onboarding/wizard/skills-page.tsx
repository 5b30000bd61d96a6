import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { mySkillsQuery, SkillsEditor } from '../../skills/public.ts';
import { stepPath } from './steps.ts';

/** /newaccount/skills: the skills editor of the account screen, moving on once saved. */
export default function SkillsStepPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const mine = useQuery(mySkillsQuery());
  return (
    <Stack gap="md">
      <PageHeader title={t('skills.title')} subtitle={t('skills.subtitle')} />
      {mine.isPending ? (
        <ListSkeleton rows={3} label={t('loading')} />
      ) : mine.isError ? (
        <ErrorState message={failureMessage(mine.error)} onRetry={() => mine.refetch()} />
      ) : (
        <SkillsEditor
          initial={mine.data.items}
          submitLabel={t('next')}
          allowUnchanged
          guardLeave={false}
          onSaved={() => navigate(stepPath('categories'))}
          back={
            <Button component={Link} to={stepPath('profiles')} variant="default">
              {t('back')}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
