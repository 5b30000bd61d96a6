import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { opportunityPaths } from '../../../lib/discovery/discovery-kinds.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { courseQuery } from '../api/get-course.ts';
import { relatedCoursesQuery } from '../api/related-courses.ts';
import { CourseListCard } from '../shared/course-list-card.tsx';
import { useCourseWords } from '../shared/course-words.ts';
import { SaveCourseButton } from '../shared/save-course-button.tsx';
import { EnrollPanel } from './enroll-panel.tsx';

/** A course's page: what it is, where and how it happens, enrolment and the courses of its segment. */
export default function CourseDetailsPage() {
  const { courseId = '' } = useParams();
  const { t, i18n } = useTranslation('courses');
  const workspace = useActiveWorkspace();
  const paths = opportunityPaths(workspace);
  const course = useQuery(courseQuery(courseId, i18n.language));
  const related = useQuery({ ...relatedCoursesQuery(courseId, i18n.language), enabled: course.isSuccess });
  const words = useCourseWords();
  usePageTitle(course.data?.name, workspace.name);

  if (course.isPending) return <PageSkeleton />;
  if (course.isError)
    return <ErrorState message={t('details.notFound')} onRetry={isNotFound(course.error) ? undefined : () => course.refetch()} />;
  const item = course.data;
  const place = words.location(item);
  const facts = [
    words.modality(item),
    `${words.hours(item)} · ${words.workload(item)}`,
    words.price(item),
    t(`languages.${item.language}`),
  ];

  return (
    <Stack gap="md" py="sm" maw={960}>
      <PageHeader
        title={item.name}
        subtitle={t('details.by', { provider: item.provider.name, segment: item.segment.name })}
        actions={<SaveCourseButton id={item.id} name={item.name} saved={item.saved} />}
      />
      <Group gap={6} aria-label={t('details.facts')} role="list">
        {facts.map((fact) => (
          <Badge key={fact} role="listitem" variant="light" color="gray" style={{ textTransform: 'none' }}>
            {fact}
          </Badge>
        ))}
      </Group>
      <SectionCard title={t('details.about')}>
        <Text style={{ whiteSpace: 'pre-line' }}>{item.description || t('details.noDescription')}</Text>
      </SectionCard>
      <SectionCard title={t('details.where')}>
        <Text>{place ? t(`details.place.${item.modality}`, { place }) : t('details.anywhere')}</Text>
      </SectionCard>
      <EnrollPanel course={item} />
      {related.data && related.data.items.length > 0 && (
        <Stack gap="sm">
          <Text fw={700} size="lg" component="h2">
            {t('details.related')}
          </Text>
          <CardGrid label={t('details.related')}>
            {related.data.items.map((other) => (
              <CourseListCard key={other.id} item={other} to={paths.course(other.id)} />
            ))}
          </CardGrid>
        </Stack>
      )}
    </Stack>
  );
}
