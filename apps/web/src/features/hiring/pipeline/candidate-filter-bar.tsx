import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { CANDIDATE_SORTS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { type CandidateFilters, isNarrowed, MIN_MATCH_STEPS } from './candidate-filters.ts';

interface Facets {
  cities: { id: number; name: string }[];
  skills: { id: string; title: string }[];
}

/** The pipeline's order (by fit, last moved, answer date) and filters (least fit, PcD, city, skills); each change goes to the address. */
export function CandidateFilterBar({
  filters,
  facets,
  onChange,
}: {
  filters: CandidateFilters;
  facets: Facets;
  onChange: (next: CandidateFilters) => void;
}) {
  const { t } = useTranslation('hiring');
  const change = (patch: Partial<CandidateFilters>) => onChange({ ...filters, ...patch });
  const field = { size: 'sm' as const, style: { flex: '1 1 170px', minWidth: 0 }, comboboxProps: { withinPortal: true } };
  const pcd = filters.pcd === null ? 'any' : filters.pcd ? 'only' : 'none';
  return (
    <Group component="search" aria-label={t('workbench.filters.title')} align="flex-end" gap="sm" wrap="wrap">
      <Select
        {...field}
        label={t('workbench.filters.sort')}
        data={CANDIDATE_SORTS.map((sort) => ({ value: sort, label: t(`workbench.filters.sortBy.${sort}`) }))}
        value={filters.sort}
        onChange={(value) => change({ sort: CANDIDATE_SORTS.find((sort) => sort === value) ?? 'recent' })}
        allowDeselect={false}
      />
      <Select
        {...field}
        label={t('workbench.filters.minMatch')}
        data={[
          { value: 'any', label: t('workbench.filters.minMatchAny') },
          ...MIN_MATCH_STEPS.map((percent) => ({ value: String(percent), label: t('workbench.filters.minMatchAtLeast', { percent }) })),
        ]}
        value={filters.minMatch === null ? 'any' : String(filters.minMatch)}
        onChange={(value) => change({ minMatch: value && value !== 'any' ? Number(value) : null })}
        allowDeselect={false}
      />
      <Select
        {...field}
        label={t('workbench.filters.pcd')}
        data={[
          { value: 'any', label: t('workbench.filters.pcdAny') },
          { value: 'only', label: t('workbench.filters.pcdOnly') },
          { value: 'none', label: t('workbench.filters.pcdNone') },
        ]}
        value={pcd}
        onChange={(value) => change({ pcd: value === 'only' ? true : value === 'none' ? false : null })}
        allowDeselect={false}
      />
      <Select
        {...field}
        label={t('workbench.filters.screening')}
        data={[
          { value: 'any', label: t('workbench.filters.screeningAny') },
          { value: 'passed', label: t('workbench.filters.screeningPassed') },
          { value: 'failed', label: t('workbench.filters.screeningFailed') },
        ]}
        value={filters.screening ?? 'any'}
        onChange={(value) => change({ screening: value === 'passed' || value === 'failed' ? value : null })}
        allowDeselect={false}
      />
      <Select
        {...field}
        clearable
        label={t('workbench.filters.city')}
        placeholder={t('workbench.filters.cityAny')}
        data={facets.cities.map((city) => ({ value: String(city.id), label: city.name }))}
        value={filters.city === null ? null : String(filters.city)}
        onChange={(value) => change({ city: value ? Number(value) : null })}
      />
      {facets.skills.length > 0 && (
        <MultiSelect
          {...field}
          clearable
          label={t('workbench.filters.skill')}
          placeholder={filters.skill.length === 0 ? t('workbench.filters.skillAny') : undefined}
          data={facets.skills.map((skill) => ({ value: skill.id, label: skill.title }))}
          value={filters.skill}
          onChange={(value) => change({ skill: value })}
        />
      )}
      {isNarrowed(filters) && (
        <Button variant="subtle" onClick={() => change({ minMatch: null, pcd: null, city: null, skill: [] })}>
          {t('workbench.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
