import { Checkbox, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_AUTO_DECLINE_HOURS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { declineTemplatesQuery } from '../api/list-decline-templates.ts';
import type { PositionFormApi } from './position-form-values.ts';

/**
 * The questions step's choice to decline the candidates who fail an eliminatory question: after how many hours
 * (never at once) and with which of the company's message templates. Shown once a question is eliminatory.
 */
export function AutoDeclineFields({ form, path }: { form: PositionFormApi; path: `steps.${number}` }) {
  const { t } = useTranslation('positions');
  const index = Number(path.split('.')[1]);
  const step = form.values.steps[index];
  const on = step?.autoDecline.on ?? false;
  const templates = useQuery({ ...declineTemplatesQuery(), enabled: on });
  if (!step?.questions.some((question) => question.eliminatory)) return null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('recruitment.form.autoDecline')}
        description={t('recruitment.form.autoDeclineHint')}
        {...form.getInputProps(`${path}.autoDecline.on`, { type: 'checkbox' })}
      />
      {on && (
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('recruitment.form.autoDeclineHours')}
            description={t('recruitment.form.autoDeclineHoursHint')}
            required
            min={1}
            max={MAX_AUTO_DECLINE_HOURS}
            allowDecimal={false}
            miw={180}
            {...form.getInputProps(`${path}.autoDecline.afterHours`)}
          />
          <Select
            label={t('recruitment.form.autoDeclineTemplate')}
            required
            miw={220}
            allowDeselect={false}
            data={(templates.data?.items ?? []).map((template) => ({ value: template.id, label: template.name }))}
            {...form.getInputProps(`${path}.autoDecline.templateId`)}
          />
        </Group>
      )}
    </Stack>
  );
}
