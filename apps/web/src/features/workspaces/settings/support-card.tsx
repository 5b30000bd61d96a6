import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast.ts';
import { useSetCompanySupport } from '../api/set-company-support.ts';

/** Business only: whether support staff may enter the admin center. */
export function SupportCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const toggle = useSetCompanySupport();
  const change = (mode: boolean) =>
    toggle.mutate(mode, {
      onSuccess: ({ allowSupport }) => toast.success(t(allowSupport ? 'management.support.enabled' : 'management.support.disabled')),
      onError: (e) => toast.error(e.message),
    });
  const checked = toggle.isPending ? Boolean(toggle.variables) : workspace.allowSupport;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="support-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="support-title">
          {t('management.support.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('management.support.hint')}
        </Text>
        <Switch
          label={t('management.support.label')}
          checked={checked}
          disabled={toggle.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
