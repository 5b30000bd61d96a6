import { Button, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { COURSE_MODALITIES, COURSE_PRICES, COURSE_WORKLOADS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { courseProvidersQuery } from '../api/list-course-providers.ts';
import { courseSegmentsQuery } from '../api/list-course-segments.ts';
import type { CourseFilterParams } from './course-filter-params.ts';

interface CourseFiltersProps {
  filter: CourseFilterParams;
  onChange: (changes: Partial<CourseFilterParams>) => void;
}

/** The course filter's fields beyond the name: modality, workload, price, segment and provider. */
export function CourseFilters({ filter, onChange }: CourseFiltersProps) {
  const { t, i18n } = useTranslation('courses');
  const segments = useQuery(courseSegmentsQuery(i18n.language));
  const providers = useQuery(courseProvidersQuery());
  return (
    <SectionCard title={t('filters.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <MultiSelect
            label={t('filters.modality')}
            placeholder={filter.modality.length === 0 ? t('filters.any') : undefined}
            data={COURSE_MODALITIES.map((value) => ({ value, label: t(`modality.${value}`) }))}
            value={filter.modality}
            onChange={(value) => onChange({ modality: value as CourseFilterParams['modality'] })}
            clearable
          />
          <Select
            label={t('filters.workload')}
            data={COURSE_WORKLOADS.map((value) => ({ value, label: t(`filters.workloadOption.${value}`) }))}
            value={filter.workload}
            allowDeselect={false}
            onChange={(value) => onChange({ workload: (value ?? 'indifferent') as CourseFilterParams['workload'] })}
          />
          <Select
            label={t('filters.price')}
            data={COURSE_PRICES.map((value) => ({ value, label: t(`filters.priceOption.${value}`) }))}
            value={filter.price}
            allowDeselect={false}
            onChange={(value) => onChange({ price: (value ?? 'indifferent') as CourseFilterParams['price'] })}
          />
          <Select
            label={t('filters.segment')}
            placeholder={t('filters.any')}
            data={(segments.data?.items ?? []).map((item) => ({ value: item.slug, label: item.name }))}
            value={filter.segment || null}
            onChange={(value) => onChange({ segment: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothingFound')}
          />
          <Select
            label={t('filters.provider')}
            placeholder={t('filters.any')}
            data={(providers.data?.items ?? []).map((item) => ({ value: item.slug, label: item.name }))}
            value={filter.provider || null}
            onChange={(value) => onChange({ provider: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothingFound')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            onClick={() => onChange({ modality: [], workload: 'indifferent', price: 'indifferent', segment: '', provider: '' })}
          >
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
