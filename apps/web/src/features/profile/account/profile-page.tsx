import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ProfileDetails, ProfileForm } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { missesRequiredFields, requiredFieldsMessage } from '../../../lib/forms/required-fields.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { CertificatesSection } from '../../certificates/public.ts';
import { profileQuery } from '../api/get-profile.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { ResumeImport } from '../resume/resume-import.tsx';
import { LocationSection } from '../shared/location-section.tsx';
import { validateProfile } from '../shared/profile-form.ts';
import { AvatarSection } from './avatar-section.tsx';
import { ClearProfileSection } from './clear-profile-section.tsx';
import { EducationSection, ExperienceSection } from './experience-section.tsx';
import { LanguagesSection, LinksSection } from './languages-section.tsx';
import { PcdSection } from './pcd-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { ProfessionalSection } from './professional-section.tsx';
import { ProfileCardPreview } from './profile-card-preview.tsx';

/** /account/profile: every field of the profile form, saved at once with PUT /v1/profile. */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const profile = useQuery(profileQuery());
  // a new key after "erase" or an import remounts the editor on the saved form
  const [generation, setGeneration] = useState(0);
  const [importing, importDialog] = useDisclosure(false);
  const imported = () => {
    importDialog.close();
    setGeneration((value) => value + 1);
    toast.success(t('common:resume.applied'));
  };
  return (
    <Stack gap="md">
      <PageHeader
        order={2}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={importDialog.open}>
            {t('importResume')}
          </Button>
        }
      />
      <Modal
        opened={importing}
        onClose={importDialog.close}
        title={t('importResume')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <ResumeImport onApplied={imported} onCancel={importDialog.close} />
      </Modal>
      {profile.isPending ? (
        <ListSkeleton rows={6} label={t('loading')} />
      ) : profile.isError ? (
        <ErrorState message={failureMessage(profile.error)} onRetry={() => profile.refetch()} />
      ) : (
        <>
          <ProfileCardPreview />
          <AvatarSection avatar={profile.data.avatar} />
          <CertificatesSection />
          <ProfileEditor key={generation} details={profile.data} />
          <ClearProfileSection onCleared={() => setGeneration((value) => value + 1)} />
        </>
      )}
    </Stack>
  );
}

function ProfileEditor({ details }: { details: ProfileDetails }) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileForm>({ initialValues: details.form, validate: validateProfile });
  const save = useSaveProfile();
  const [alert, setAlert] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(form.isDirty());

  const submit = form.onSubmit(
    (values) => {
      setAlert(null);
      save.mutate(values, {
        onSuccess: (saved) => {
          form.setInitialValues(saved.form);
          form.setValues(saved.form);
          toast.success(t('saved'));
        },
        onError: (error) => {
          form.setErrors(apiFieldErrors(error));
          setAlert(hasFieldErrors(error) ? t('reviewFields') : failureMessage(error));
        },
      });
    },
    (errors) => setAlert(missesRequiredFields(errors) ? requiredFieldsMessage() : t('reviewFields')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack gap="md">
        <PersonalSection form={form} />
        <LocationSection form={form} />
        <ProfessionalSection form={form} />
        <ExperienceSection form={form} />
        <EducationSection form={form} />
        <LanguagesSection form={form} />
        <LinksSection form={form} />
        <PcdSection form={form} />
        <PreferencesSection form={form} />
        {alert && (
          <NoticeAlert tone="error" role="alert">
            {alert}
          </NoticeAlert>
        )}
        <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="gray.0" style={{ zIndex: 2 }}>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
      {leaveGuard}
    </form>
  );
}
