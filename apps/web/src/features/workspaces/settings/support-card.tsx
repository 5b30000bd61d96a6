import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type WorkspaceSummary, workspacesApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { refreshSession } from '../../auth/session.ts';

/** Business only: whether support staff may enter the admin center (spec section 6). */
export function SupportCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaces');
  const toggle = useMutation({
    mutationFn: (mode: boolean) => api(workspacesApi.setCompanySupport, { body: { mode } }),
    onSuccess: async ({ allowSupport }) => {
      await refreshSession();
      toast.success(t(allowSupport ? 'management.support.enabled' : 'management.support.disabled'));
    },
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
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
