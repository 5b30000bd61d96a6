import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { BRAZILIAN_STATES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { statesQuery } from '../../../lib/lookups/lookup-queries.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import type { DetailsValues } from './form-values.ts';
import { PostalCodeInput } from './postal-code-input.tsx';

/** The Brazilian company data form's fields, in three sections. */
export function DetailsFields({ form }: { form: UseFormReturnType<DetailsValues> }) {
  const { t } = useTranslation('company');
  const states = useQuery(statesQuery('br'));
  const stateNames = new Map((states.data?.items ?? []).map((state) => [state.code, state.name]));
  const field = (name: keyof DetailsValues['address'] | Exclude<keyof DetailsValues, 'address' | 'simpleTax'>) =>
    t(`company.fields.${name}`);
  return (
    <>
      <SectionCard title={t('company.identification')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={field('legalName')} required maxLength={255} {...form.getInputProps('legalName')} />
          <TextInput label={field('tradeName')} required maxLength={255} {...form.getInputProps('tradeName')} />
          <TextInput label={field('taxId')} required placeholder="00.000.000/0000-00" maxLength={18} {...form.getInputProps('taxId')} />
          <TextInput label={field('employerId')} maxLength={30} {...form.getInputProps('employerId')} />
          <TextInput label={field('municipalRegistration')} maxLength={30} {...form.getInputProps('municipalRegistration')} />
          <TextInput label={field('stateRegistration')} maxLength={30} {...form.getInputProps('stateRegistration')} />
        </SimpleGrid>
        <Switch label={t('company.fields.simpleTax')} {...form.getInputProps('simpleTax', { type: 'checkbox' })} />
      </SectionCard>
      <SectionCard title={t('company.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={field('email')} type="email" required autoComplete="email" maxLength={320} {...form.getInputProps('email')} />
          <TextInput
            label={field('phone')}
            type="tel"
            required
            placeholder="(11) 3456-7890"
            autoComplete="tel-national"
            maxLength={30}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('company.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PostalCodeInput form={form} />
          <NativeSelect
            label={field('state')}
            required
            data={[{ value: '', label: '—' }, ...BRAZILIAN_STATES.map((code) => ({ value: code, label: stateNames.get(code) ?? code }))]}
            {...form.getInputProps('address.state')}
          />
          <TextInput label={field('city')} required maxLength={120} {...form.getInputProps('address.city')} />
          <TextInput label={field('neighborhood')} required maxLength={120} {...form.getInputProps('address.neighborhood')} />
          <TextInput label={field('street')} required maxLength={255} {...form.getInputProps('address.street')} />
          <TextInput label={field('number')} required maxLength={20} {...form.getInputProps('address.number')} />
          <TextInput label={field('complement')} maxLength={120} {...form.getInputProps('address.complement')} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
