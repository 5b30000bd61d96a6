import { Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COURSE_SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX } from '@trilha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { opportunityPaths } from '../../../lib/discovery/discovery-kinds.ts';
import { DiscoverySwitch } from '../../../lib/discovery/discovery-switch.tsx';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { Pager } from '../../../lib/learning/pager.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { courseSearchQuery } from '../api/queries.ts';
import { CourseListCard } from '../shared/course-list-card.tsx';
import { useCoursePortal } from '../shared/use-course-portal.ts';
import { activeFilterCount, type CourseFilterParams, filterFromParams, paramsWith } from './course-filter-params.ts';
import { CourseFilters } from './course-filters.tsx';

/**
 * Course discovery by the course search filter (spec section 3). Every field lives in the URL, so reload and back
 * keep the search; the same screen is discovery's ?type=courses in /my and a company, and a portal's courses.
 */
export default function CourseSearchPage() {
  const { t, i18n } = useTranslation('courses');
  const workspace = useActiveWorkspace();
  const paths = opportunityPaths(workspace);
  const portal = useCoursePortal();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [name, setName] = useState(filter.name);
  // back and forward change the URL under the field: it shows the name searched
  useEffect(() => setName(filter.name), [filter.name]);
  usePageTitle(t('search.title'), workspace.name);
  // the filters start folded on every width (issue 28: results first); the button counts the active ones
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useQuery(courseSearchQuery(filter, i18n.language));
  const activeFilters = activeFilterCount(filter);
  const update = (changes: Partial<CourseFilterParams>) => setParams(paramsWith(params, changes));

  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={t('search.title')}
        subtitle={portal ? t('search.subtitlePortal', { portal: workspace.name }) : t('search.subtitle')}
      />
      <DiscoverySwitch value="courses" />
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            update({ name: name.trim() });
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              maxLength={SEARCH_TEXT_MAX}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button type="submit">{t('search.submit')}</Button>
          </Group>
        </form>
      </search>
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          aria-expanded={filtersOpen}
          aria-controls="course-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('filters.title')}
          {activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      </Group>
      <Collapse expanded={filtersOpen} id="course-filters">
        <CourseFilters filter={filter} onChange={update} />
      </Collapse>
      {results.isPending ? (
        <CardGridSkeleton />
      ) : results.isError ? (
        <ErrorState message={`${t('search.error')} ${failureMessage(results.error)}`} onRetry={() => results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <EmptyState
          illustration="search"
          title={t('search.emptyTitle')}
          description={t('search.emptyDescription')}
          // an old link or a shrunk result can point past the last page
          action={
            filter.page > 1 && (
              <Button variant="light" onClick={() => update({ page: 1 })}>
                {t('search.firstPage')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('search.results', { count: results.data.total })}
          </Text>
          <CardGrid label={t('search.title')}>
            {results.data.items.map((item) => (
              <CourseListCard key={item.id} item={item} to={paths.course(item.id)} />
            ))}
          </CardGrid>
          <Pager
            page={filter.page}
            total={results.data.total}
            limit={COURSE_SEARCH_PAGE_SIZE}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
    </Stack>
  );
}
