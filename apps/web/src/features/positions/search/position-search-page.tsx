import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CONTRACT_TYPES,
  type ContractType,
  JOB_SEARCH_SORTS,
  type JobSearchFilter,
  type JobSearchSort,
  NEAR_RADIUS_KM,
  POSTED_WITHIN_DAYS,
  withSource,
} from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { opportunityPaths } from '../../../lib/discovery/discovery-kinds.ts';
import { DiscoverySwitch } from '../../../lib/discovery/discovery-switch.tsx';
import { categoriesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { FoldedFilters } from '../../../lib/ui/folded-filters.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { SearchBox } from '../../../lib/ui/search-box.tsx';
import { SearchResults } from '../../../lib/ui/search-results.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { CreateJobAlertButton } from '../../job-alerts/public.ts';
import { positionSearchQuery } from '../api/search-positions.ts';
import { PositionListCard } from '../shared/position-list-card.tsx';
import { cityKey, LocationPicker, type PlaceRef, stateKey } from './location-picker.tsx';
import { NearCityPicker } from './near-city-picker.tsx';
import { NewsStrip } from './news-strip.tsx';

const LENGTH = 15;
const MULTI = ['categoryList', 'locationList', 'locationStateList', 'typeWork'] as const;
const FLAGS = ['workTelecommute', 'showOnlyPositionsForDisabled'] as const;
/** The URL's keys of the place the search is around (its name rides along, so a reload still shows it). */
const NEAR = ['near', 'nearName', 'radiusKm'] as const;

const sortOf = (value: string | null): JobSearchSort => JOB_SEARCH_SORTS.find((sort) => sort === value) ?? 'relevance';
const postedOf = (value: string | null) => POSTED_WITHIN_DAYS.find((days) => String(days) === value);
const radiusOf = (value: string | null) => {
  const km = Number(value);
  return Number.isInteger(km) && km >= NEAR_RADIUS_KM.min && km <= NEAR_RADIUS_KM.max ? km : NEAR_RADIUS_KM.default;
};

/**
 * Position discovery with every field of the job search filter. The filters live in the URL, so
 * reload and back keep them; in a portal only its own and its partners' positions show.
 */
export default function PositionSearchPage() {
  const { t, i18n } = useTranslation('positions');
  const workspace = useActiveWorkspace();
  const paths = opportunityPaths(workspace);
  const portal = workspace.type === 'aggregator' || workspace.type === 'agro';
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const [text, setText] = useState(params.get('text') ?? '');
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
  // the chosen places' names ride in the history entry, like discovery's skills
  const [places, setPlaces] = useState<PlaceRef[]>(() => {
    const kept = (state as { places?: PlaceRef[] } | null)?.places ?? [];
    const wanted = new Set([...list('locationList').map((id) => cityKey(Number(id))), ...list('locationStateList').map(stateKey)]);
    const known = kept.filter((place) => wanted.has(place.key));
    const missing = [...wanted].filter((key) => !known.some((place) => place.key === key));
    return [...known, ...missing.map((key) => ({ key, label: key.slice(2) }))];
  });
  usePageTitle(t('search.title'), workspace.name);
  // the filters start folded on every width (results first); the button counts the active ones
  const [filtersOpen, setFiltersOpen] = useState(false);
  const categories = useQuery(categoriesQuery(i18n.language));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const salary = Math.max(0, Number(params.get('salary')) || 0);
  const allowUnspecified = params.get('allowUnspecified') !== 'false';
  const remoteOnly = params.get('workTelecommute') === 'true';
  const pcdOnly = params.get('showOnlyPositionsForDisabled') === 'true';
  const sort = sortOf(params.get('sort'));
  const postedWithinDays = postedOf(params.get('postedWithinDays'));
  const nearId = Number(params.get('near')) || null;
  const near = nearId ? { id: nearId, label: params.get('nearName') ?? String(nearId) } : null;
  const radiusKm = radiusOf(params.get('radiusKm'));
  const filter: JobSearchFilter = {
    text: params.get('text') ?? '',
    salary,
    // positions without a stated salary show unless the person asks for salaried ones only
    allowUnspecified,
    categoryList: list('categoryList').map(Number),
    locationList: list('locationList').map(Number),
    locationStateList: list('locationStateList'),
    typeWork: list('typeWork') as ContractType[],
    workTelecommute: remoteOnly,
    showOnlyPositionsForDisabled: pcdOnly,
    sort,
    ...(postedWithinDays && { postedWithinDays }),
    ...(near && { near: near.id, radiusKm }),
    lang: i18n.language,
    aggregator: portal ? workspace.id : undefined,
    page,
    length: LENGTH,
  };
  const results = useQuery(positionSearchQuery(filter));
  const activeFilters =
    MULTI.filter((key) => list(key).length > 0).length +
    FLAGS.filter((key) => params.get(key) === 'true').length +
    (salary > 0 ? 1 : 0) +
    (near ? 1 : 0);

  const update = (changes: Record<string, string | string[]>, chips: PlaceRef[] = places) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      for (const item of Array.isArray(value) ? value : [value]) if (item) next.append(key, item);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { state: { places: chips } });
  };
  const choosePlaces = (next: PlaceRef[]) => {
    setPlaces(next);
    update(
      {
        locationList: next.filter((place) => place.key.startsWith('c:')).map((place) => place.key.slice(2)),
        locationStateList: next.filter((place) => place.key.startsWith('s:')).map((place) => place.key.slice(2)),
      },
      next,
    );
  };

  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={t('search.title')}
        subtitle={portal ? t('search.subtitlePortal', { portal: workspace.name }) : t('search.subtitle')}
      />
      <DiscoverySwitch value="positions" />
      <NewsStrip />
      <SearchBox
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        value={text}
        onChange={setText}
        onSearch={(typed) => update({ text: typed })}
      />
      <FoldedFilters
        id="position-filters"
        title={t('filters.title')}
        active={activeFilters}
        open={filtersOpen}
        onToggle={setFiltersOpen}
        actions={
          <CreateJobAlertButton
            query={filter.text ?? ''}
            activeFilters={activeFilters}
            filters={{
              salary,
              allowUnspecified,
              categoryList: filter.categoryList,
              locationList: filter.locationList,
              locationStateList: filter.locationStateList,
              typeWork: filter.typeWork,
              workTelecommute: remoteOnly,
              showOnlyPositionsForDisabled: pcdOnly,
              ...(near && { near: near.id, radiusKm }),
              aggregator: filter.aggregator,
            }}
          />
        }
      >
        <SectionCard title={t('filters.title')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MultiSelect
                label={t('filters.categories')}
                data={(categories.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
                value={list('categoryList')}
                onChange={(value) => update({ categoryList: value })}
                searchable
                clearable
              />
              <MultiSelect
                label={t('filters.contract')}
                data={CONTRACT_TYPES.map((value) => ({ value, label: t(`contract.${value}`) }))}
                value={list('typeWork')}
                onChange={(value) => update({ typeWork: value })}
                clearable
              />
              <NumberInput
                label={t('filters.salary')}
                description={t('filters.salaryHint')}
                min={0}
                step={500}
                thousandSeparator="."
                decimalSeparator=","
                prefix="R$ "
                value={salary || ''}
                onChange={(value) => update({ salary: value === '' || Number(value) <= 0 ? '' : String(Math.round(Number(value))) })}
              />
            </SimpleGrid>
            <LocationPicker value={places} onChange={choosePlaces} />
            <NearCityPicker
              city={near}
              radiusKm={radiusKm}
              onChange={(city, km) =>
                update({
                  near: city ? String(city.id) : '',
                  nearName: city?.label ?? '',
                  radiusKm: city && km !== NEAR_RADIUS_KM.default ? String(km) : '',
                })
              }
            />
            <Group gap="lg">
              <Switch
                label={t('filters.remote')}
                checked={remoteOnly}
                onChange={(event) => update({ workTelecommute: event.currentTarget.checked ? 'true' : '' })}
              />
              <Switch
                label={t('filters.pcd')}
                checked={pcdOnly}
                onChange={(event) => update({ showOnlyPositionsForDisabled: event.currentTarget.checked ? 'true' : '' })}
              />
              <Checkbox
                label={t('filters.allowUnspecified')}
                checked={allowUnspecified}
                onChange={(event) => update({ allowUnspecified: event.currentTarget.checked ? '' : 'false' })}
              />
            </Group>
            <Group justify="flex-end">
              <Button
                variant="subtle"
                onClick={() => {
                  setPlaces([]);
                  update(
                    { ...Object.fromEntries([...MULTI, ...FLAGS, ...NEAR].map((key) => [key, []])), salary: '', allowUnspecified: '' },
                    [],
                  );
                }}
              >
                {t('filters.clear')}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      </FoldedFilters>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Select
          label={t('filters.sort')}
          data={JOB_SEARCH_SORTS.map((value) => ({ value, label: t(`filters.sortBy.${value}`) }))}
          value={sort}
          onChange={(value) => update({ sort: value && value !== 'relevance' ? value : '' })}
          allowDeselect={false}
        />
        <Select
          label={t('filters.posted')}
          data={[
            { value: '', label: t('filters.postedWithin.any') },
            ...POSTED_WITHIN_DAYS.map((days) => ({ value: String(days), label: t(`filters.postedWithin.${days}`) })),
          ]}
          value={postedWithinDays ? String(postedWithinDays) : ''}
          onChange={(value) => update({ postedWithinDays: value ?? '' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <SearchResults
        results={results}
        label={t('search.title')}
        errorText={t('search.error')}
        empty={{ title: t('search.emptyTitle'), description: t('search.emptyDescription') }}
        countText={(count) => (results.data?.totalEstimated ? t('search.manyResults') : t('search.results', { count }))}
        card={(item) => <PositionListCard key={item.id} item={item} to={withSource(paths.position(item.id), 'search')} />}
        layout="rows"
        footer={<Pager page={page} total={results.data?.total ?? 0} limit={LENGTH} onChange={(next) => update({ page: String(next) })} />}
      />
    </Stack>
  );
}
