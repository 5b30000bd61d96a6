import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { safeRedirect } from '../../../lib/routing/safe-redirect.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { useAcceptWorkspaceTerms } from '../api/accept-workspace-terms.ts';

const SECTIONS = ['use', 'contents', 'privacy', 'conduct', 'changes'] as const;

/** /c/:companyDomain/tos: the company's terms of use; members accept them before anything else. */
export default function WorkspaceTermsPage() {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  usePageTitle(t('terms.title', { name: workspace.name }));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'), homeOf(workspace));
  const accept = useAcceptWorkspaceTerms(workspace.id);
  return (
    <Stack gap="lg" py="sm" maw={760}>
      <PageHeader title={t('terms.title', { name: workspace.name })} subtitle={t('terms.subtitle')} />
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
          <Text size="sm">{t('terms.acceptedAt', { date: formatDate(workspace.userTosAcceptedAt, locale) })}</Text>
          <Button onClick={() => navigate(target)}>{t('terms.continue')}</Button>
        </Group>
      ) : (
        <Group justify="flex-end">
          <Button
            onClick={() => accept.mutate(undefined, { onSuccess: () => navigate(target, { replace: true }) })}
            loading={accept.isPending}
          >
            {t('terms.accept')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
