import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CourseDetails } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ApiError, isApiError } from '../../../lib/api/api-error.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useEnrollCourse } from '../api/enroll-course.ts';
import { useCoursePortal } from '../shared/use-course-portal.ts';

/** Where the profile's phone is edited (the profile domain's screen in /account). */
const PROFILE_PATH = '/account/profile';

const isPhoneRequired = (error: unknown): error is ApiError => isApiError(error) && error.code === 'courses.phone_required';

/**
 * Enrolling in a course. It needs a phone on the profile, which the provider receives; without one
 * the server's message says so and a link leads to the profile. Once enrolled, the course's page at its provider.
 */
export function EnrollPanel({ course }: { course: CourseDetails }) {
  const { t } = useTranslation('courses');
  const enroll = useEnrollCourse(course.id, useCoursePortal());
  // the server's own words for the missing phone, in the language of the request
  const phoneMissing = isPhoneRequired(enroll.error) ? enroll.error.message : null;
  const enrolled = course.enrolled || enroll.isSuccess;

  if (enrolled)
    return (
      <SectionCard title={t('enroll.title')}>
        <NoticeAlert tone="success" title={t('enroll.enrolled')}>
          {t('enroll.contact', { provider: course.provider.name })}
        </NoticeAlert>
        <div>
          <Button
            component="a"
            href={course.url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            // a long provider name wraps on a phone instead of running out of the card
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {t('enroll.open', { provider: course.provider.name })}
          </Button>
        </div>
      </SectionCard>
    );

  return (
    <SectionCard title={t('enroll.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('enroll.explain', { provider: course.provider.name })}</Text>
        {phoneMissing && (
          <NoticeAlert tone="warning" title={phoneMissing} w="100%">
            <Anchor component={Link} to={PROFILE_PATH} fw={600}>
              {t('enroll.addPhone')}
            </Anchor>
          </NoticeAlert>
        )}
        <Button
          loading={enroll.isPending}
          onClick={() =>
            enroll.mutate(undefined, {
              onError: (error) => (isPhoneRequired(error) ? undefined : toast.error(failureMessage(error))),
            })
          }
        >
          {t('enroll.submit')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
