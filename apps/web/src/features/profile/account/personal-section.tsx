import { Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { COUNTRY_CODES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { nullableDate, nullableText, type ProfileFormApi } from '../shared/profile-form.ts';

/** A phone with the country whose rules check it ('DDD inválido', 'Telefone inválido'). */
function PhoneField({ form, phone, country, label }: { form: ProfileFormApi; phone: string; country: string; label: string }) {
  const { t } = useTranslation('profile');
  const countryValue = (form.getValues() as Record<string, unknown>)[country] as string | null;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        label={t('personal.dialCode')}
        w={170}
        data={[{ value: '', label: '—' }, ...COUNTRY_CODES.map((code) => ({ value: code, label: t(`dialCodes.${code}`) }))]}
        {...form.getInputProps(country)}
        value={countryValue ?? ''}
        onChange={(event) => form.setFieldValue(country, event.currentTarget.value || null)}
      />
      <TextInput label={label} type="tel" autoComplete="tel-national" style={{ flex: 1 }} {...nullableText(form, phone)} />
    </Group>
  );
}

/** Name, birth date, username and phones. */
export function PersonalSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  return (
    <SectionCard title={t('personal.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('personal.name')} required autoComplete="given-name" {...form.getInputProps('name')} />
        <TextInput label={t('personal.lastName')} required autoComplete="family-name" {...form.getInputProps('lastName')} />
        <DateField label={t('personal.birthdate')} autoComplete="bday" defaultLevel="decade" {...nullableDate(form, 'birthdate')} />
        <TextInput
          label={t('personal.username')}
          description={t('personal.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          {...nullableText(form, 'username')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PhoneField form={form} phone="phone" country="countryCode" label={t('personal.phone')} />
        <PhoneField form={form} phone="contactPhone" country="contactCountryCode" label={t('personal.contactPhone')} />
      </SimpleGrid>
    </SectionCard>
  );
}
