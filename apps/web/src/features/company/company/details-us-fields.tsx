import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { US_STATES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { statesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import type { DetailsUsValues } from './form-values.ts';

/** The company data form of a US company: EIN, ZIP code and a US state instead of CNPJ, CEP and UF. */
export function DetailsUsFields({ form }: { form: UseFormReturnType<DetailsUsValues> }) {
  const { t } = useTranslation('company');
  const states = useQuery(statesQuery('us'));
  const stateNames = new Map((states.data?.items ?? []).map((state) => [state.code, state.name]));
  return (
    <>
      <SectionCard title={t('company.identification')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('company.fields.legalName')} required maxLength={255} {...form.getInputProps('legalName')} />
          <TextInput label={t('company.fields.tradeName')} required maxLength={255} {...form.getInputProps('tradeName')} />
          <TextInput
            label={t('company.fields.ein')}
            required
            placeholder="12-3456789"
            maxLength={10}
            {...form.getInputProps('employerId')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('company.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('company.fields.email')} type="email" required maxLength={320} {...form.getInputProps('email')} />
          <TextInput
            label={t('company.fields.phone')}
            type="tel"
            required
            placeholder="(415) 555-2671"
            maxLength={30}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('company.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('company.fields.zip')} required inputMode="numeric" maxLength={10} {...form.getInputProps('address.zip')} />
          <NativeSelect
            label={t('company.fields.state')}
            required
            data={[{ value: '', label: '—' }, ...US_STATES.map((code) => ({ value: code, label: stateNames.get(code) ?? code }))]}
            {...form.getInputProps('address.state')}
          />
          <TextInput label={t('company.fields.city')} required maxLength={120} {...form.getInputProps('address.city')} />
          <TextInput label={t('company.fields.street')} required maxLength={255} {...form.getInputProps('address.street')} />
          <TextInput label={t('company.fields.number')} required maxLength={20} {...form.getInputProps('address.number')} />
          <TextInput label={t('company.fields.complement')} maxLength={120} {...form.getInputProps('address.complement')} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
