import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { APPLICATIONS_PAGE_SIZE, type MatchesFilter, matchesQuery } from '../api/list-matches.ts';
import { ApplicationCard } from './application-card.tsx';

interface Props {
  filter: Omit<MatchesFilter, 'page'>;
  /** the grid's accessible name */
  label: string;
  empty: { title: string; description?: string; action?: React.ReactNode };
  applicationPath: (id: string) => string;
  /** the search parameter holding this list's page (two lists on one screen keep their own) */
  pageParam?: string;
}

/** One tab's applications, a page at a time, or its empty state. */
export function ApplicationList({ filter, label, empty, applicationPath, pageParam = 'page' }: Props) {
  const { t } = useTranslation('applications');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get(pageParam)) || 1);
  const query = useQuery(matchesQuery({ ...filter, page }));
  if (query.isPending) return <CardGridSkeleton cards={3} label={label} />;
  if (query.isError) return <ErrorState message={failureMessage(query.error)} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0)
    return <EmptyState illustration="inbox" title={empty.title} description={empty.description} action={empty.action} compact />;
  return (
    <Stack gap="sm">
      <CardGrid label={label}>
        {query.data.items.map((item) => (
          <ApplicationCard key={item.id} item={item} to={applicationPath(item.id)} />
        ))}
      </CardGrid>
      {query.data.total > APPLICATIONS_PAGE_SIZE && (
        <nav aria-label={t('page.pagination')}>
          <Pager
            page={page}
            total={query.data.total}
            limit={APPLICATIONS_PAGE_SIZE}
            onChange={(next) =>
              setParams((current) => {
                current.set(pageParam, String(next));
                return current;
              })
            }
          />
        </nav>
      )}
    </Stack>
  );
}
