import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PeriodQuery, periodQuery, REPORTS_SINCE } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { PERIOD_PRESETS, type PeriodPreset, periodOf, presetFrom } from './period.ts';

/** The period of a career or report screen, kept in the address (?from&to) so a link or a reload keeps it. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const { period, preset } = periodOf(params, new Date());
  const setPeriod = (next: PeriodQuery) => {
    const search = new URLSearchParams(params);
    for (const key of ['from', 'to'] as const) {
      const value = next[key];
      if (value) search.set(key, value);
      else search.delete(key);
    }
    setParams(search, { replace: true });
  };
  return { period, preset, setPeriod };
}

/** Presets (3, 6, 12 months, since 2015) and a custom range; the history starts on 2015-01-01. */
export function PeriodFilter({ period, preset, onChange }: ReturnType<typeof usePeriod> & { onChange: (next: PeriodQuery) => void }) {
  const { t } = useTranslation('reports');
  const form = useForm({
    initialValues: { from: period.from ?? '', to: period.to ?? '' },
    validate: (values) => zodValidate(periodQuery)({ from: values.from || undefined, to: values.to || undefined }),
  });
  const choose = (value: string) => {
    const chosen = value as PeriodPreset | 'custom';
    if (chosen === 'custom') return;
    const from = chosen === '12' ? undefined : presetFrom(chosen, new Date());
    form.setValues({ from: from ?? '', to: '' });
    onChange(from ? { from } : {});
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('period.label')}>
      <SegmentedControl
        value={preset}
        onChange={choose}
        aria-label={t('period.presets')}
        data={[
          ...PERIOD_PRESETS.map((value) => ({ value, label: t(`period.preset.${value}`) })),
          { value: 'custom', label: t('period.preset.custom'), disabled: true },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        styles={{ root: { flexWrap: 'wrap' } }}
      />
      <form
        noValidate
        onSubmit={form.onSubmit((values) => onChange({ ...(values.from && { from: values.from }), ...(values.to && { to: values.to }) }))}
      >
        <Group align="flex-end" gap="sm">
          <DateField label={t('period.from')} min={REPORTS_SINCE} w={170} {...form.getInputProps('from')} />
          <DateField label={t('period.to')} min={REPORTS_SINCE} w={170} {...form.getInputProps('to')} />
          <Button type="submit" variant="default">
            {t('period.apply')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
