import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useSaveCourse } from '../api/save-course.ts';
import { useCoursePortal } from './use-course-portal.ts';

/** The save toggle of a course, on its card's cover and its page's header; in a portal the save is the portal's. */
export function SaveCourseButton({ id, name, saved }: { id: string; name: string; saved: boolean }) {
  const { t } = useTranslation('courses');
  const save = useSaveCourse(id, useCoursePortal());
  const label = saved ? t('save.remove', { name }) : t('save.add', { name });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="white"
        color="red.8"
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        loading={save.isPending}
        onClick={() =>
          save.mutate(!saved, {
            onSuccess: () => toast.success(saved ? t('save.removed') : t('save.added')),
            onError: (error) => toast.error(failureMessage(error)),
          })
        }
      >
        {saved ? <IconHeartFilled size={18} aria-hidden="true" /> : <IconHeart size={18} aria-hidden="true" />}
      </ActionIcon>
    </Tooltip>
  );
}
