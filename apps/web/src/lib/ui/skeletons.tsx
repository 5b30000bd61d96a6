import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from './card-grid.tsx';

/** A polite live region: screen readers hear "loading" once while the grey shapes stand in for the content. */
function Loading({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-skeleton>
      <VisuallyHidden>{label ?? t('states.loading')}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Rows of a list (members, invites, applications) while they load. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  return (
    <Loading label={label}>
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Group key={i} gap="sm" wrap="nowrap">
            <Skeleton circle height={40} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="45%" />
              <Skeleton height={10} width="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Loading>
  );
}

function CardPlaceholder() {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <div style={{ aspectRatio: '16 / 9' }}>
        <Skeleton height="100%" radius={0} />
      </div>
      <Stack gap={8} p="md">
        <Skeleton height={14} width="80%" />
        <Skeleton height={10} width="55%" />
        <Skeleton height={8} mt={6} />
      </Stack>
    </Paper>
  );
}

/** A grid of cards (contents, pathways, positions, courses) while it loads. */
export function CardGridSkeleton({ cards = 6, label, layout = 'cards' }: { cards?: number; label?: string; layout?: 'cards' | 'rows' }) {
  return (
    <Loading label={label}>
      <CardGrid layout={layout}>
        {Array.from({ length: cards }, (_, i) =>
          layout === 'rows' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <Group key={i} gap="sm" p="sm" wrap="nowrap" align="flex-start">
              <Skeleton height={48} width={48} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={14} width="55%" />
                <Skeleton height={10} width="30%" />
                <Skeleton height={10} width="70%" />
              </Stack>
            </Group>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <CardPlaceholder key={i} />
          ),
        )}
      </CardGrid>
    </Loading>
  );
}

/** A whole screen while it loads: a header, then a block of text-like lines. */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <Loading label={label}>
      <Stack gap="lg">
        <Stack gap={8}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={12} width="60%" />
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Skeleton height={12} />
            <Skeleton height={12} width="92%" />
            <Skeleton height={12} width="76%" />
            <Skeleton height={12} width="84%" />
          </Stack>
        </Paper>
      </Stack>
    </Loading>
  );
}

/** A few lines of text (a document, a description) while they load. */
export function TextSkeleton({ lines = 4, label }: { lines?: number; label?: string }) {
  return (
    <Loading label={label}>
      <Stack gap="sm">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
          <Skeleton key={i} height={12} width={i === lines - 1 ? '70%' : '100%'} />
        ))}
      </Stack>
    </Loading>
  );
}
