import { Group, NumberInput, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { WALLET_CURRENCIES, type WalletCurrency, type WalletRates } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { formatCredits, formatMoney, priceOf } from '../shared/money.ts';
import { CUSTOM, chosenCredits, inReaisOnly, isSlip, type OrderValues } from './amount.ts';

/** The packages, a custom amount (minimum 20 credits) and the currency, with the price of what is chosen. */
export function AmountPicker({ form, rates }: { form: UseFormReturnType<OrderValues>; rates: WalletRates }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const { values } = form;
  const credits = chosenCredits(values);
  const total = Number.isInteger(credits) && credits > 0 ? priceOf(rates, credits, values.currency) : null;
  const unit = priceOf(rates, 1, values.currency);
  return (
    <Stack gap="md">
      <Radio.Group label={t('amount.label')} value={values.choice} onChange={(choice) => form.setFieldValue('choice', choice)}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt="xs">
          {rates.packages.map((size) => (
            <Radio.Card key={size} value={String(size)} radius="md" p="sm">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={0}>
                  <Text fw={700}>{t('amount.package', { count: size, amount: formatCredits(size, locale) })}</Text>
                  <Text size="xs" c="gray.7">
                    {formatMoney(priceOf(rates, size, values.currency) ?? 0, values.currency, locale)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
          <Radio.Card value={CUSTOM} radius="md" p="sm">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={0}>
                <Text fw={700}>{t('amount.custom')}</Text>
                <Text size="xs" c="gray.7">
                  {t('amount.customHint', { min: rates.minCredits })}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        </SimpleGrid>
      </Radio.Group>
      {values.choice === CUSTOM && (
        <NumberInput
          label={t('amount.customLabel')}
          description={t('amount.customHint', { min: rates.minCredits })}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator={locale.startsWith('pt') ? '.' : ','}
          decimalSeparator={locale.startsWith('pt') ? ',' : '.'}
          w={{ base: '100%', xs: 240 }}
          required
          {...form.getInputProps('custom')}
        />
      )}
      <Stack gap={4}>
        <Text fw={500} size="sm" id="currency-label">
          {t('amount.currency')}
        </Text>
        <SegmentedControl
          aria-labelledby="currency-label"
          value={values.currency}
          onChange={(currency) => form.setFieldValue('currency', currency as WalletCurrency)}
          data={WALLET_CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`currencies.${currency}`),
            disabled: currency !== 'BRL' && inReaisOnly(values.method),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {inReaisOnly(values.method) && (
          <Text size="xs" c="gray.7">
            {t(isSlip(values.method) ? 'amount.slipInReais' : 'amount.pixInReais')}
          </Text>
        )}
      </Stack>
      <Text fw={600} aria-live="polite" data-order-total>
        {total !== null && unit !== null
          ? t('amount.total', {
              total: formatMoney(total, values.currency, locale),
              credits: formatCredits(credits, locale),
              unit: formatMoney(unit, values.currency, locale),
            })
          : t('amount.noTotal')}
      </Text>
    </Stack>
  );
}
