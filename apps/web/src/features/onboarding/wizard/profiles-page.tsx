import { Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ProfileForm } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { LocationSection, nullableDate, nullableText, profileQuery, useSaveProfile, validateProfile } from '../../profile/public.ts';
import { StepActions } from './step-actions.tsx';
import { stepPath } from './steps.ts';

/** /newaccount/profiles: the profile basics, saved into the whole profile form (GET, change, PUT). */
export default function ProfilesPage() {
  const { t } = useTranslation('onboarding');
  const profile = useQuery(profileQuery());
  return (
    <Stack gap="md">
      <PageHeader title={t('profiles.title')} subtitle={t('profiles.subtitle')} />
      {profile.isPending ? (
        <ListSkeleton rows={4} label={t('loading')} />
      ) : profile.isError ? (
        <ErrorState message={failureMessage(profile.error)} onRetry={() => profile.refetch()} />
      ) : (
        <BasicsForm initial={profile.data.form} />
      )}
    </Stack>
  );
}

function BasicsForm({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation(['onboarding', 'profile']);
  const navigate = useNavigate();
  const form = useForm<ProfileForm>({ initialValues: initial, validate: validateProfile });
  const save = useSaveProfile();
  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => navigate(stepPath('skills')),
        onError: (error) => {
          form.setErrors(apiFieldErrors(error));
          toast.error(failureMessage(error));
        },
      }),
    () => toast.error(t('profile:reviewFields')),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <TextInput
              label={t('profile:professional.professionalTitle')}
              placeholder={t('profile:professional.professionalTitlePlaceholder')}
              {...nullableText(form, 'professionalTitle')}
            />
            <Textarea
              label={t('profile:professional.description')}
              autosize
              minRows={3}
              {...nullableText(form, 'professionalDescription')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label={t('profile:personal.birthdate')}
                autoComplete="bday"
                defaultLevel="decade"
                {...nullableDate(form, 'birthdate')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <LocationSection form={form} />
        <StepActions back={stepPath('welcome')} loading={save.isPending} />
      </Stack>
    </form>
  );
}
