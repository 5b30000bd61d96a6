import { Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { NEAR_RADIUS_KM } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationsQuery } from '../api/search-locations.ts';

/** The radii offered around a city, in kilometres. */
const RADII = [10, 25, NEAR_RADIUS_KM.default, 100, NEAR_RADIUS_KM.max];

/** A city the search is around: its IBGE code and its name as the lookup labels it. */
export interface NearCity {
  id: number;
  label: string;
}

/** "Perto de": one city (the location lookup's cities, GET /v1/discovery/location) and the radius around it. */
export function NearCityPicker({
  city,
  radiusKm,
  onChange,
}: {
  city: NearCity | null;
  radiusKm: number;
  onChange: (city: NearCity | null, radiusKm: number) => void;
}) {
  const { t } = useTranslation('positions');
  const [search, setSearch] = useState(city?.label ?? '');
  const [query] = useDebouncedValue(search.trim(), 250);
  const results = useQuery(locationsQuery(query));
  const found = (query.length >= 2 ? (results.data?.items ?? []) : []).flatMap((item) =>
    item.type === 'city' ? [{ value: String(item.id), label: item.label }] : [],
  );
  // the chosen city stays an option while the list shows another search's cities
  const data =
    city && !found.some((item) => item.value === String(city.id)) ? [{ value: String(city.id), label: city.label }, ...found] : found;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('filters.near')}
        placeholder={t('filters.nearPlaceholder')}
        searchable
        clearable
        data={data}
        value={city ? String(city.id) : null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value, option) => onChange(value ? { id: Number(value), label: option.label } : null, radiusKm)}
        filter={({ options }) => options}
        nothingFoundMessage={query.length >= 2 && !results.isFetching ? t('filters.noCity') : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('filters.radius')}
        data={RADII.map((km) => ({ value: String(km), label: t('filters.radiusKm', { km }) }))}
        value={String(radiusKm)}
        onChange={(value) => onChange(city, Number(value ?? NEAR_RADIUS_KM.default))}
        allowDeselect={false}
        disabled={!city}
      />
    </SimpleGrid>
  );
}
