import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WALLET_FILTERS, WALLET_HISTORY_START, type WalletFilter, walletQuery } from '@trilha/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import type { LedgerFilters } from '../api/get-wallet.ts';

const isFilter = (value: string | null): value is WalletFilter => WALLET_FILTERS.includes(value as WalletFilter);

/** The ledger's filters, kept in the address (?filter&from&to&page) so a reload or a shared link keeps them. */
export function useLedgerFilters() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filters: LedgerFilters = {
    filter: isFilter(filterParam) ? filterParam : 'all',
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const setFilters = (next: Partial<LedgerFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.filter !== 'all') search.set('filter', merged.filter);
    if (merged.from) search.set('from', merged.from);
    if (merged.to) search.set('to', merged.to);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };
  return { filters, setFilters };
}

const periodRules = zodValidate(walletQuery);
// module-level, so the form's validate() keeps its identity across renders
const validatePeriod = (values: { from: string; to: string }) =>
  periodRules({ from: values.from || undefined, to: values.to || undefined });

/** All, debits or credits, and a period from 2015-01-01 (where the history starts). */
export function LedgerFiltersBar({ filters, setFilters }: ReturnType<typeof useLedgerFilters>) {
  const { t } = useTranslation('wallet');
  const form = useForm({
    initialValues: { from: filters.from ?? '', to: filters.to ?? '' },
    validate: validatePeriod,
  });
  // a period from the address (a link, a reload) says at once what is wrong with it
  const { validate } = form;
  useEffect(() => {
    if (filters.from || filters.to) validate();
  }, [filters.from, filters.to, validate]);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={600} id="ledger-filter-label">
          {t('ledger.filter')}
        </Text>
        <SegmentedControl
          aria-labelledby="ledger-filter-label"
          value={filters.filter}
          onChange={(value) => setFilters({ filter: value as WalletFilter })}
          data={WALLET_FILTERS.map((value) => ({ value, label: t(`ledger.filters.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <form
        noValidate
        aria-label={t('ledger.period')}
        onSubmit={form.onSubmit((values) => setFilters({ from: values.from || undefined, to: values.to || undefined }))}
      >
        <Group align="flex-start" gap="sm">
          <DateField label={t('ledger.from')} min={WALLET_HISTORY_START} w={170} {...form.getInputProps('from')} />
          <DateField label={t('ledger.to')} min={WALLET_HISTORY_START} w={170} {...form.getInputProps('to')} />
          <Group gap="xs" mt={25}>
            <Button type="submit" variant="default">
              {t('ledger.apply')}
            </Button>
            {(filters.from || filters.to) && (
              <Button
                variant="subtle"
                onClick={() => {
                  form.setValues({ from: '', to: '' });
                  setFilters({ from: undefined, to: undefined });
                }}
              >
                {t('ledger.clear')}
              </Button>
            )}
          </Group>
        </Group>
      </form>
    </Stack>
  );
}
