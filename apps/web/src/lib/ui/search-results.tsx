import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../forms/form-feedback.ts';
import { CardGrid } from './card-grid.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './page-states.tsx';
import { CardGridSkeleton } from './skeletons.tsx';

interface SearchResultsProps<T> {
  results: UseQueryResult<{ items: T[]; total: number }>;
  /** the grid's accessible name */
  label: string;
  /** said before the failure's own message */
  errorText: string;
  empty: { title: string; description: string; action?: ReactNode };
  /** "12 resultados", announced politely when it changes */
  countText: (total: number) => string;
  card: (item: T) => ReactNode;
  /** below the grid: the pager */
  footer?: ReactNode;
  /** dense rows instead of cards (job listings) */
  layout?: 'cards' | 'rows';
}

/** A search's results: skeleton cards while loading, the failure with a retry, an empty state, or count, cards and pager. */
export function SearchResults<T>({ results, label, errorText, empty, countText, card, footer, layout }: SearchResultsProps<T>) {
  if (results.isPending) return <CardGridSkeleton layout={layout} />;
  if (results.isError) return <ErrorState message={`${errorText} ${failureMessage(results.error)}`} onRetry={() => results.refetch()} />;
  if (results.data.items.length === 0)
    return <EmptyState illustration="search" title={empty.title} description={empty.description} action={empty.action} />;
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {countText(results.data.total)}
      </Text>
      <CardGrid label={label} layout={layout}>
        {results.data.items.map(card)}
      </CardGrid>
      {footer}
    </>
  );
}
