import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { COUNTRY_CODES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

/** Phone typed without its dial code, next to the country whose dial code applies (br +55, us +1, it +39). */
export function PhoneField({ country, phone }: { country: GetInputPropsReturnType; phone: GetInputPropsReturnType }) {
  const { t } = useTranslation('identity');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <NativeSelect
        label={t('fields.country')}
        data={COUNTRY_CODES.map((value) => ({ value, label: t(`countries.${value}`) }))}
        {...country}
      />
      <TextInput label={t('fields.phoneWithArea')} type="tel" inputMode="tel" autoComplete="tel-national" required {...phone} />
    </SimpleGrid>
  );
}
