import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { mySkillsQuery } from '../api/list-my-skills.ts';
import { SkillsEditor } from '../shared/skills-editor.tsx';

/** /account/skills: the user's skills with their levels and up to three main ones. */
export default function SkillsPage() {
  const { t } = useTranslation('skills');
  const mine = useQuery(mySkillsQuery());
  return (
    <Stack gap="md">
      <PageHeader order={2} title={t('title')} subtitle={t('subtitle')} />
      {mine.isPending ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : mine.isError ? (
        <ErrorState message={failureMessage(mine.error)} onRetry={() => mine.refetch()} />
      ) : (
        <SkillsEditor initial={mine.data.items} />
      )}
    </Stack>
  );
}
