import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { identityApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { refreshSession } from '../../auth/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { formatDate } from '../shared/format-date.ts';
import { homeOf } from '../workspace-paths.ts';

const SECTIONS = ['use', 'contents', 'privacy', 'conduct', 'changes'] as const;

/** Only same-site paths are followed after accepting. */
const safeRedirect = (value: string | null, fallback: string) => (value?.startsWith('/') && !value.startsWith('//') ? value : fallback);

/** /c/:companyDomain/tos: the company's terms of use; members accept them before anything else (spec section 6). */
export default function WorkspaceTermsPage() {
  const { t, i18n } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'), homeOf(workspace));
  const accept = useMutation({
    mutationFn: () => api(identityApi.acceptTos, { body: { workspaceId: workspace.id } }),
    onSuccess: async () => {
      await refreshSession();
      navigate(target, { replace: true });
    },
  });
  return (
    <Stack gap="lg" py="sm" maw={760}>
      <Stack gap={2}>
        <Title order={1}>{t('terms.title', { name: workspace.name })}</Title>
        <Text c="gray.7" size="sm">
          {t('terms.subtitle')}
        </Text>
      </Stack>
      <Paper withBorder radius="md">
        <Box role="region" tabIndex={0} aria-label={t('terms.textLabel')} mah={420} style={{ overflowY: 'auto' }}>
          <Stack gap="md" p="md">
            {SECTIONS.map((key) => (
              <Stack key={key} gap={4}>
                <Title order={2} size="h5">
                  {t(`terms.sections.${key}.title`)}
                </Title>
                <Text size="sm">{t(`terms.sections.${key}.body`, { name: workspace.name })}</Text>
              </Stack>
            ))}
          </Stack>
        </Box>
      </Paper>
      {accept.error && (
        <Alert color="red" role="alert">
          {accept.error.message}
        </Alert>
      )}
      {workspace.userTosAcceptedAt ? (
        <Group justify="space-between">
          <Text size="sm">{t('terms.acceptedAt', { date: formatDate(workspace.userTosAcceptedAt, i18n.language) })}</Text>
          <Button onClick={() => navigate(target)}>{t('terms.continue')}</Button>
        </Group>
      ) : (
        <Group justify="flex-end">
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {t('terms.accept')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
