import { Autocomplete, NativeSelect, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PROFILE_COUNTRIES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { citiesQuery, statesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import type { ProfileFormApi } from './profile-form.ts';

const LOOKUP_COUNTRY = { BRA: 'br', USA: 'us' } as const;

/** Country, state (GET /v1/states) and city (GET /v1/cities, its IBGE code kept as cityId). */
export function LocationSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const values = form.getValues();
  const country = LOOKUP_COUNTRY[values.countryAbbr ?? 'BRA'];
  const [cityText] = useDebouncedValue(values.city ?? '', 250);
  const states = useQuery(statesQuery(country));
  const cities = useQuery(citiesQuery(country, values.state ?? '', cityText));
  const cityOptions = cities.data?.items ?? [];

  const setCountry = (value: string) => {
    form.setValues({ countryAbbr: (value || null) as (typeof PROFILE_COUNTRIES)[number] | null, state: null, city: null, cityId: null });
  };
  const setState = (value: string) => form.setValues({ state: value || null, city: null, cityId: null });
  const setCity = (value: string) => {
    const match = cityOptions.find((city) => city.name === value);
    form.setValues({ city: value || null, cityId: match?.id ?? null });
  };

  return (
    <SectionCard title={t('location.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('location.country')}
          data={[{ value: '', label: '—' }, ...PROFILE_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))]}
          {...form.getInputProps('countryAbbr')}
          value={values.countryAbbr ?? ''}
          onChange={(event) => setCountry(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('location.state')}
          data={[{ value: '', label: '—' }, ...(states.data?.items ?? []).map((state) => ({ value: state.code, label: state.name }))]}
          {...form.getInputProps('state')}
          value={values.state ?? ''}
          onChange={(event) => setState(event.currentTarget.value)}
        />
        <Autocomplete
          label={t('location.city')}
          placeholder={values.state ? t('location.cityPlaceholder') : t('location.chooseState')}
          disabled={!values.state}
          data={[...new Set(cityOptions.map((city) => city.name))]}
          {...form.getInputProps('city')}
          value={values.city ?? ''}
          onChange={setCity}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
