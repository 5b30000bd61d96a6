import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { COURSE_SEARCH_PAGE_SIZE } from '@trilha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { opportunityPaths } from '../../../lib/discovery/discovery-kinds.ts';
import { DiscoverySwitch } from '../../../lib/discovery/discovery-switch.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { FoldedFilters } from '../../../lib/ui/folded-filters.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { SearchBox } from '../../../lib/ui/search-box.tsx';
import { SearchResults } from '../../../lib/ui/search-results.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { courseSearchQuery } from '../api/search-courses.ts';
import { CourseListCard } from '../shared/course-list-card.tsx';
import { useCoursePortal } from '../shared/use-course-portal.ts';
import { activeFilterCount, type CourseFilterParams, filterFromParams, paramsWith } from './course-filter-params.ts';
import { CourseFilters } from './course-filters.tsx';

/**
 * Course discovery by the course search filter. Every field lives in the URL, so reload and back
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
  // the filters start folded on every width (results first); the button counts the active ones
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useQuery(courseSearchQuery(filter, i18n.language));
  const activeFilters = activeFilterCount(filter);
  // from the address as it is now, not as this render saw it: two filters chosen in quick succession would otherwise
  // have the second drop the first (the handler ran before the re-render that carried the first)
  const update = (changes: Partial<CourseFilterParams>) => setParams(paramsWith(new URLSearchParams(window.location.search), changes));

  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={t('search.title')}
        subtitle={portal ? t('search.subtitlePortal', { portal: workspace.name }) : t('search.subtitle')}
      />
      <DiscoverySwitch value="courses" />
      <SearchBox
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        value={name}
        onChange={setName}
        onSearch={(typed) => update({ name: typed })}
      />
      <FoldedFilters id="course-filters" title={t('filters.title')} active={activeFilters} open={filtersOpen} onToggle={setFiltersOpen}>
        <CourseFilters filter={filter} onChange={update} />
      </FoldedFilters>
      <SearchResults
        results={results}
        label={t('search.title')}
        errorText={t('search.error')}
        empty={{
          title: t('search.emptyTitle'),
          description: t('search.emptyDescription'),
          // an old link or a shrunk result can point past the last page
          action: filter.page > 1 && (
            <Button variant="light" onClick={() => update({ page: 1 })}>
              {t('search.firstPage')}
            </Button>
          ),
        }}
        countText={(count) => t('search.results', { count })}
        card={(item) => <CourseListCard key={item.id} item={item} to={paths.course(item.id)} />}
        footer={
          <Pager
            page={filter.page}
            total={results.data?.total ?? 0}
            limit={COURSE_SEARCH_PAGE_SIZE}
            onChange={(next) => update({ page: next })}
          />
        }
      />
    </Stack>
  );
}
