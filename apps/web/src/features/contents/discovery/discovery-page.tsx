import { Button, Collapse, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_LANGUAGES,
  CONTENT_LEVELS,
  CONTENT_TYPES,
  DISCOVERY_CATEGORIES,
  DISCOVERY_SORTS,
  DURATION_FILTERS,
  MAX_FILTER_SKILLS,
  SEARCH_TEXT_MAX,
} from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { kindOf } from '../../../lib/discovery/discovery-kinds.ts';
import { DiscoveryPanel } from '../../../lib/discovery/discovery-panels.tsx';
import { DiscoverySwitch } from '../../../lib/discovery/discovery-switch.tsx';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ContentItemCard, ListItemCard } from '../../../lib/learning/item-cards.tsx';
import { Pager } from '../../../lib/learning/pager.tsx';
import { learningPaths } from '../../../lib/learning/paths.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { discoveryQuery } from '../api/queries.ts';
import { SkillChips, type SkillRef } from '../shared/skill-chips.tsx';

const LIMIT = 12;
const MULTI = ['categories', 'types', 'levels', 'languages', 'durations'] as const;

/** Discovery: positions or courses when the URL asks for them (?type=), else the search of contents and pathways. */
export default function DiscoveryPage() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('type'));
  return kind === 'contents' ? <ContentsDiscovery /> : <DiscoveryPanel kind={kind} />;
}

/** Discovery search of contents and pathways; every filter lives in the URL, so reload and back keep it. */
function ContentsDiscovery() {
  const { t } = useTranslation('contents');
  const workspace = useActiveWorkspace();
  const paths = learningPaths(workspace);
  const portal = workspace.type !== 'individual' && workspace.type !== 'business';
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('query') ?? '');
  // the chosen skills' names ride in the history entry, so a reload or "back" shows the chips the URL filters by
  const { state } = useLocation();
  const [skills, setSkills] = useState<SkillRef[]>(() => {
    const kept = (state as { skills?: SkillRef[] } | null)?.skills ?? [];
    const wanted = new Set(params.getAll('skills').flatMap((value) => value.split(',')));
    return kept.filter((skill) => wanted.has(skill.id));
  });
  usePageTitle(t('discovery.title'), workspace.name);
  // the filters start folded on every width (issue 28: results first); the button counts the active ones
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    query: params.get('query') ?? '',
    categories: list('categories').length > 0 ? (list('categories') as ('content' | 'list')[]) : [...DISCOVERY_CATEGORIES],
    types: list('types') as (typeof CONTENT_TYPES)[number][],
    levels: list('levels') as (typeof CONTENT_LEVELS)[number][],
    languages: list('languages') as (typeof CONTENT_LANGUAGES)[number][],
    durations: list('durations') as (typeof DURATION_FILTERS)[number][],
    skills: list('skills'),
    sortBy: (params.get('sortBy') ?? 'relevance') as (typeof DISCOVERY_SORTS)[number],
    page,
    limit: LIMIT,
  };
  const results = useQuery(discoveryQuery(filters));
  const activeFilters = [...MULTI.map((key) => list(key).length), filters.skills.length].filter((count) => count > 0).length;
  const update = (changes: Record<string, string | string[]>, chips: SkillRef[] = skills) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      for (const item of Array.isArray(value) ? value : [value]) if (item) next.append(key, item);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { state: { skills: chips } });
  };
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as 'types.video') }));

  return (
    <Stack gap="md" py="sm">
      <PageHeader title={t('discovery.title')} subtitle={t('discovery.subtitle')} />
      <DiscoverySwitch value="contents" />
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            update({ query: text.trim() });
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('discovery.search')}
              placeholder={t('discovery.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              maxLength={SEARCH_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit">{t('discovery.search')}</Button>
          </Group>
        </form>
      </search>
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          aria-expanded={filtersOpen}
          aria-controls="discovery-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('discovery.filters')}
          {activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      </Group>
      <Collapse expanded={filtersOpen} id="discovery-filters">
        <SectionCard title={t('discovery.filters')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MultiSelect
                label={t('discovery.categories')}
                data={options(DISCOVERY_CATEGORIES, 'discovery.category')}
                value={list('categories')}
                onChange={(value) => update({ categories: value })}
                clearable
              />
              <MultiSelect
                label={t('discovery.types')}
                data={options(CONTENT_TYPES, 'types')}
                value={filters.types}
                onChange={(value) => update({ types: value })}
                clearable
              />
              <MultiSelect
                label={t('discovery.levels')}
                data={options(CONTENT_LEVELS, 'levels')}
                value={filters.levels}
                onChange={(value) => update({ levels: value })}
                clearable
              />
              <MultiSelect
                label={t('discovery.languages')}
                data={options(CONTENT_LANGUAGES, 'languages')}
                value={filters.languages}
                onChange={(value) => update({ languages: value })}
                clearable
              />
              <MultiSelect
                label={t('discovery.durations')}
                data={options(DURATION_FILTERS, 'discovery.duration')}
                value={filters.durations}
                onChange={(value) => update({ durations: value })}
                clearable
              />
              <Select
                label={t('discovery.sortBy')}
                data={options(DISCOVERY_SORTS, 'discovery.sort')}
                value={filters.sortBy}
                allowDeselect={false}
                onChange={(value) => update({ sortBy: value ?? 'relevance' })}
              />
            </SimpleGrid>
            <SkillChips
              value={skills}
              max={MAX_FILTER_SKILLS}
              onChange={(next) => {
                setSkills(next);
                update({ skills: next.map((skill) => skill.id) }, next);
              }}
            />
            {skills.length >= MAX_FILTER_SKILLS && (
              <Text size="sm" c="orange.9">
                {t('discovery.tooManySkills')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                variant="subtle"
                onClick={() => {
                  setSkills([]);
                  update({ ...Object.fromEntries(MULTI.map((key) => [key, []])), skills: [], sortBy: '' }, []);
                }}
              >
                {t('discovery.clear')}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      </Collapse>
      {results.isPending ? (
        <CardGridSkeleton />
      ) : results.isError ? (
        <ErrorState message={`${t('discovery.error')} ${failureMessage(results.error)}`} onRetry={() => results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <EmptyState illustration="search" title={t('empty.search.title')} description={t('empty.search.description')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('discovery.results', { count: results.data.total })}
          </Text>
          <CardGrid label={t('discovery.title')}>
            {results.data.items.map((entry) =>
              entry.kind === 'content' ? (
                <ContentItemCard key={`c${entry.content.id}`} item={entry.content} to={paths.contentDetails(entry.content.id)} />
              ) : (
                <ListItemCard key={`l${entry.list.id}`} item={entry.list} to={paths.listDetails(entry.list.id)} portal={portal} />
              ),
            )}
          </CardGrid>
          <Pager page={page} total={results.data.total} limit={LIMIT} onChange={(next) => update({ page: String(next) })} />
        </>
      )}
    </Stack>
  );
}
