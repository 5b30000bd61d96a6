import { CloseButton, Group, Loader, Pill, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locationsQuery } from '../api/search-locations.ts';

/** A chosen place of the location filter: a city by IBGE code or a whole state. */
export interface PlaceRef {
  key: string;
  label: string;
}
export const cityKey = (id: number) => `c:${id}`;
export const stateKey = (code: string) => `s:${code}`;

/** Cities and states of Brazil as the user types (GET /v1/discovery/location), shown as removable pills. */
export function LocationPicker({ value, onChange }: { value: PlaceRef[]; onChange: (places: PlaceRef[]) => void }) {
  const { t } = useTranslation('positions');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const results = useQuery(locationsQuery(query));
  const items = (query.length >= 2 ? (results.data?.items ?? []) : []).map((item) => ({
    value: item.type === 'city' ? cityKey(item.id) : stateKey(item.code),
    label: item.label,
  }));
  return (
    <Stack gap={6}>
      <Select
        label={t('filters.location')}
        placeholder={t('filters.locationPlaceholder')}
        searchable
        value={null}
        data={items}
        searchValue={search}
        onSearchChange={setSearch}
        onOptionSubmit={(key) => {
          setSearch('');
          const found = items.find((item) => item.value === key);
          if (found && !value.some((place) => place.key === key)) onChange([...value, { key, label: found.label }]);
        }}
        filter={({ options }) => options}
        nothingFoundMessage={query.length >= 2 && !results.isFetching ? t('filters.noPlace') : undefined}
        rightSection={results.isFetching ? <Loader size="xs" /> : <IconMapPin size={16} aria-hidden />}
        comboboxProps={{ withinPortal: true }}
      />
      {value.length > 0 && (
        <Group gap={6} role="list" aria-label={t('filters.location')}>
          {value.map((place) => (
            <Pill key={place.key} size="md" role="listitem">
              <Group gap={4} wrap="nowrap">
                {place.label}
                <CloseButton
                  size="xs"
                  aria-label={t('filters.removePlace', { place: place.label })}
                  onClick={() => onChange(value.filter((item) => item.key !== place.key))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
