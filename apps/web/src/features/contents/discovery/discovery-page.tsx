import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_LANGUAGES,
  CONTENT_LEVELS,
  CONTENT_TYPES,
  DISCOVERY_CATEGORIES,
  DISCOVERY_SORTS,
  DURATION_FILTERS,
  MAX_FILTER_SKILLS,
} from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { kindOf } from '../../../lib/discovery/discovery-kinds.ts';
import { DiscoveryPanel } from '../../../lib/discovery/discovery-panels.tsx';
import { DiscoverySwitch } from '../../../lib/discovery/discovery-switch.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { FoldedFilters } from '../../../lib/ui/folded-filters.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { SearchBox } from '../../../lib/ui/search-box.tsx';
import { SearchResults } from '../../../lib/ui/search-results.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { discoveryQuery } from '../api/discover.ts';
import { ContentItemCard, ListItemCard } from '../shared/item-cards.tsx';
import { learningPaths } from '../shared/paths.ts';
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
  // the filters start folded on every width (results first); the button counts the active ones
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
      <SearchBox
        label={t('discovery.search')}
        placeholder={t('discovery.searchPlaceholder')}
        submitLabel={t('discovery.search')}
        value={text}
        onChange={setText}
        onSearch={(typed) => update({ query: typed })}
      />
      <FoldedFilters
        id="discovery-filters"
        title={t('discovery.filters')}
        active={activeFilters}
        open={filtersOpen}
        onToggle={setFiltersOpen}
      >
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
      </FoldedFilters>
      <SearchResults
        results={results}
        label={t('discovery.title')}
        errorText={t('discovery.error')}
        empty={{ title: t('empty.search.title'), description: t('empty.search.description') }}
        countText={(count) => t('discovery.results', { count })}
        card={(entry) =>
          entry.kind === 'content' ? (
            <ContentItemCard key={`c${entry.content.id}`} item={entry.content} to={paths.contentDetails(entry.content.id)} />
          ) : (
            <ListItemCard key={`l${entry.list.id}`} item={entry.list} to={paths.listDetails(entry.list.id)} portal={portal} />
          )
        }
        footer={<Pager page={page} total={results.data?.total ?? 0} limit={LIMIT} onChange={(next) => update({ page: String(next) })} />}
      />
    </Stack>
  );
}
