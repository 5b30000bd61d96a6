import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProfileDetails } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { categoriesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { lastWorkspaceHome } from '../../../lib/workspace/workspace-paths.ts';
import { profileQuery, useSaveProfile } from '../../profile/public.ts';
import { useFinishWizard } from '../api/finish-wizard.ts';
import { CategoryIcon } from './category-icons.tsx';
import { StepActions } from './step-actions.tsx';
import { stepPath } from './steps.ts';

/** /newaccount/categories: at least one area of interest, then the wizard ends on the individual home. */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation('onboarding');
  const categories = useQuery(categoriesQuery(i18n.language));
  const profile = useQuery(profileQuery());
  return (
    <Stack gap="md">
      <PageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} />
      {categories.isPending || profile.isPending ? (
        <CardGridSkeleton cards={8} label={t('loading')} />
      ) : categories.isError || profile.isError ? (
        <ErrorState
          message={failureMessage(categories.error ?? profile.error)}
          onRetry={() => {
            categories.refetch();
            profile.refetch();
          }}
        />
      ) : (
        <CategoryChoice items={categories.data.items} details={profile.data} />
      )}
    </Stack>
  );
}

function CategoryChoice({ items, details }: { items: { id: number; name: string; icon: string }[]; details: ProfileDetails }) {
  const { t } = useTranslation('onboarding');
  const user = useSessionUser();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(details.form.preferredAreas.map(String));
  const [missing, setMissing] = useState(false);
  const save = useSaveProfile();
  const finish = useFinishWizard();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setMissing(true);
    save.mutate(
      { ...details.form, preferredAreas: chosen.map(Number) },
      {
        onSuccess: () =>
          finish.mutate(user, {
            onSuccess: () => navigate(lastWorkspaceHome(user.companies, null), { replace: true }),
            onError: (error) => toast.error(failureMessage(error)),
          }),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Checkbox.Group
          label={t('categories.label')}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            if (value.length > 0) setMissing(false);
          }}
          error={missing ? t('categories.required') : undefined}
          // said once, on the group it belongs to, and announced
          errorProps={{ role: 'alert' }}
        >
          <SimpleGrid cols={{ base: 2, md: 3 }} mt="xs">
            {items.map((category) => (
              <Checkbox.Card key={category.id} value={String(category.id)} radius="md" p="sm" aria-label={category.name}>
                <Stack gap={6} align="flex-start">
                  <CategoryIcon name={category.icon} />
                  <Text fw={600} size="sm">
                    {category.name}
                  </Text>
                </Stack>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Text size="sm" c="gray.7">
          {chosen.length === 0 ? t('categories.none') : t('categories.count', { count: chosen.length })}
        </Text>
        <StepActions back={stepPath('skills')} nextLabel={t('finish')} loading={save.isPending || finish.isPending} />
      </Stack>
    </form>
  );
}
