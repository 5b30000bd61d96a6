import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useExportMyData } from '../api/export-my-data.ts';

/** "Download my data" (LGPD): one JSON file with everything the platform holds about the user. */
export function DownloadDataCard() {
  const { t } = useTranslation('account');
  const download = useExportMyData();
  return (
    <SectionCard title={t('settings.data.title')} description={t('settings.data.description')}>
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => toast.error(failureMessage(error)) })}
        >
          {t('settings.data.action')}
        </Button>
      </Group>
    </SectionCard>
  );
}
