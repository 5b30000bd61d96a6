import { Loader, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SALARY_PERIODS } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { locationsQuery } from '../api/search-locations.ts';
import type { PositionFormApi } from './position-form-values.ts';

// a range first: the form most positions use and candidates filter by
const SALARY_FORMS = ['range', 'text', 'unspecified'] as const;

/** The salary in one of its forms (range with a period, free text, not informed), where the work is, and who it is for. */
export function SalaryPlaceSection({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  const { salaryType } = form.values;
  return (
    <SectionCard title={t('recruitment.form.salaryAndPlace')}>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="salary-type-label">
          {t('recruitment.form.salaryType')}
        </Text>
        <SegmentedControl
          aria-labelledby="salary-type-label"
          data={SALARY_FORMS.map((type) => ({ value: type, label: t(`recruitment.form.salaryTypes.${type}`) }))}
          {...form.getInputProps('salaryType')}
        />
      </Stack>
      {salaryType === 'range' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('recruitment.form.salaryMin')}
            required
            min={0}
            max={10_000_000}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="R$ "
            {...form.getInputProps('salaryMin')}
          />
          <NumberInput
            label={t('recruitment.form.salaryMax')}
            min={0}
            max={10_000_000}
            allowDecimal={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="R$ "
            {...form.getInputProps('salaryMax')}
          />
          <Select
            label={t('recruitment.form.salaryPeriod')}
            required
            allowDeselect={false}
            data={SALARY_PERIODS.map((period) => ({ value: period, label: t(`recruitment.form.periods.${period}`) }))}
            {...form.getInputProps('salaryPeriod')}
          />
        </SimpleGrid>
      )}
      {salaryType === 'text' && (
        <TextInput
          label={t('recruitment.form.salaryText')}
          placeholder={t('recruitment.form.salaryTextPlaceholder')}
          required
          maxLength={100}
          {...form.getInputProps('salaryText')}
        />
      )}
      <Switch label={t('recruitment.form.remote')} {...form.getInputProps('remote', { type: 'checkbox' })} />
      <CityField form={form} />
      <Switch
        label={t('recruitment.form.pcdOnly')}
        description={t('recruitment.form.pcdOnlyHint')}
        {...form.getInputProps('pcdOnly', { type: 'checkbox' })}
      />
    </SectionCard>
  );
}

/** The city of the position (GET /v1/discovery/location, cities only), required unless the work is remote. */
function CityField({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  const { cityId, cityLabel, remote } = form.values;
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 250);
  // the chosen city's own name in the box is no search
  const query = typed === cityLabel ? '' : typed;
  const results = useQuery(locationsQuery(query));
  const found = (query.length >= 2 ? (results.data?.items ?? []) : []).flatMap((item) =>
    item.type === 'city' ? [{ value: String(item.id), label: item.label }] : [],
  );
  const current = cityId !== null ? [{ value: String(cityId), label: cityLabel || String(cityId) }] : [];
  const data = [...current, ...found.filter((option) => option.value !== String(cityId))];
  const { onChange: _onChange, value: _value, ...inputProps } = form.getInputProps('cityId');
  return (
    <Select
      label={t('recruitment.form.city')}
      description={remote ? t('recruitment.form.cityRemoteHint') : t('recruitment.form.cityHint')}
      placeholder={t('filters.locationPlaceholder')}
      required={!remote}
      searchable
      clearable
      data={data}
      value={cityId !== null ? String(cityId) : null}
      onSearchChange={setSearch}
      onChange={(value, option) => {
        form.setFieldValue('cityId', value ? Number(value) : null);
        form.setFieldValue('cityLabel', option?.label ?? '');
      }}
      filter={({ options }) => options}
      nothingFoundMessage={query.length >= 2 && !results.isFetching ? t('filters.noPlace') : undefined}
      rightSection={cityId !== null ? undefined : results.isFetching ? <Loader size="xs" /> : <IconMapPin size={16} aria-hidden="true" />}
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
    />
  );
}
