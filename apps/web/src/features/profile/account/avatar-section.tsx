import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import type { AvatarUrls } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The profile photo: uploaded at once (it is not part of the form's save), previewed at its large size. */
export function AvatarSection({ avatar }: { avatar: AvatarUrls | null }) {
  const { t } = useTranslation('profile');
  const user = useSessionUser();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const choose = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: () => toast.success(t('photo.saved')), onError: (error) => toast.error(failureMessage(error)) });
  };
  return (
    <SectionCard title={t('photo.title')} description={t('photo.description')}>
      <Group gap="lg">
        <Avatar src={avatar?.medium} alt={t('photo.alt')} size={96} radius={96} color="brand">
          {initialsOf(user.name, user.lastName)}
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {avatar ? t('photo.change') : t('photo.choose')}
              </Button>
            )}
          </FileButton>
          {avatar && (
            <Button
              variant="outline"
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(t('photo.removed')),
                  onError: (error) => toast.error(failureMessage(error)),
                })
              }
            >
              {t('photo.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {upload.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(upload.error)}
        </Text>
      )}
    </SectionCard>
  );
}
