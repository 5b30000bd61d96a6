import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { JOB_ALERT_FREQUENCIES, type JobAlertFilters, type JobAlertFrequency } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useCreateJobAlert } from '../api/create-job-alert.ts';

interface Props {
  /** the search's text */
  query: string;
  /** the search's filters, as the job search takes them */
  filters: JobAlertFilters;
  /** how many filters are active (said in the dialog) */
  activeFilters: number;
}

/** "Criar alerta": keeps a position search (its text and filters) as a job alert, after asking how often to hear. */
export function CreateJobAlertButton({ query, filters, activeFilters }: Props) {
  const { t } = useTranslation(['job-alerts', 'common']);
  const [opened, setOpened] = useState(false);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('summary');
  const create = useCreateJobAlert();
  const close = () => setOpened(false);
  const save = () =>
    create.mutate(
      { query, filters, frequency },
      {
        onSuccess: () => {
          close();
          toast.success(t('create.saved'));
        },
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  return (
    <>
      <Button variant="light" leftSection={<IconBellPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {t('create.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('create.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack>
          <Text size="sm">{query ? t('create.query', { query }) : t('create.everything')}</Text>
          {activeFilters > 0 && <Text size="sm">{t('create.filters', { count: activeFilters })}</Text>}
          <Radio.Group label={t('frequency.label')} value={frequency} onChange={(value) => setFrequency(value as JobAlertFrequency)}>
            <Stack gap="xs" mt="xs">
              {JOB_ALERT_FREQUENCIES.map((value) => (
                <Radio key={value} value={value} label={t(`frequency.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={save} loading={create.isPending}>
              {t('create.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
