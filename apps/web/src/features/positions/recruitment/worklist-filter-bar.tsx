import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WorklistFacets } from '@trilha/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { departmentsQuery } from '../api/list-departments.ts';
import { isFiltered, type WorklistFilters } from './worklist-filters.ts';

const SORTS = ['recent', 'published', 'title'] as const;

/**
 * The worklist's search (title or code) and filters (department, city, recruiter) with its order, two a row on a
 * phone; every change goes to the address through `onChange`, back at the first page.
 */
export function WorklistFilterBar({
  filters,
  facets,
  onChange,
}: {
  filters: WorklistFilters;
  facets: WorklistFacets | undefined;
  onChange: (next: WorklistFilters) => void;
}) {
  const { t } = useTranslation('positions');
  const [text, setText] = useState(filters.query);
  useEffect(() => setText(filters.query), [filters.query]);
  const departments = useQuery({ ...departmentsQuery(), enabled: useCan('workspace.view') });
  const change = (patch: Partial<WorklistFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query: text.trim() });
  };
  const select = { clearable: true, size: 'sm' as const, style: { flex: '1 1 150px', minWidth: 0 }, comboboxProps: { withinPortal: true } };
  return (
    <Stack gap="sm">
      <search style={{ maxWidth: 560 }}>
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('recruitment.worklist.search')}
              placeholder={t('recruitment.worklist.searchHint')}
              value={text}
              maxLength={120}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('recruitment.worklist.searchButton')}
            </Button>
          </Group>
        </form>
      </search>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          {...select}
          label={t('recruitment.worklist.department')}
          placeholder={t('recruitment.worklist.any')}
          data={(departments.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={filters.department}
          onChange={(value) => change({ department: value })}
        />
        <Select
          {...select}
          label={t('recruitment.worklist.city')}
          placeholder={t('recruitment.worklist.any')}
          data={(facets?.cities ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
          value={filters.city ? String(filters.city) : null}
          onChange={(value) => change({ city: value ? Number(value) : null })}
        />
        <Select
          {...select}
          label={t('recruitment.worklist.recruiter')}
          placeholder={t('recruitment.worklist.any')}
          data={(facets?.recruiters ?? []).map((person) => ({ value: person.id, label: person.name }))}
          value={filters.recruiter}
          onChange={(value) => change({ recruiter: value })}
        />
        <Select
          {...select}
          clearable={false}
          label={t('recruitment.worklist.sort')}
          data={SORTS.map((sort) => ({ value: sort, label: t(`recruitment.worklist.sortBy.${sort}`) }))}
          value={filters.sort}
          onChange={(value) => change({ sort: SORTS.find((sort) => sort === value) ?? 'recent' })}
          allowDeselect={false}
        />
        {isFiltered(filters) && (
          <Button variant="subtle" onClick={() => change({ query: '', department: null, city: null, recruiter: null })}>
            {t('recruitment.worklist.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
