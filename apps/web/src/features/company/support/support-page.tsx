import { List, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyQuery } from '../api/get-company.ts';
import { useSetCompanySupport } from '../api/set-company-support.ts';

/**
 * /c/:companyDomain/admin-center/support: whether Trilha's support staff may enter this admin center.
 * While it is off they are refused with 'Usuário de suporte atualmente indisponível.'
 */
export default function SupportPage() {
  const { t } = useTranslation('company');
  const workspace = useActiveWorkspace();
  usePageTitle(t('support.title'), workspace.name);
  const company = useQuery(companyQuery(workspace.id));
  const canManage = useCan('company.support.manage');
  const toggle = useSetCompanySupport(workspace.id);

  const change = (mode: boolean) =>
    toggle.mutate(mode, {
      onSuccess: ({ allowSupport }) => toast.success(t(allowSupport ? 'support.enabled' : 'support.disabled')),
      onError: (error) => toast.error(failureMessage(error)),
    });

  // while saving, the switch shows what was asked
  const allowSupport = toggle.isPending ? Boolean(toggle.variables) : Boolean(company.data?.allowSupport);

  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('support.title')} subtitle={t('support.subtitle')} />
      {company.isPending ? (
        <ListSkeleton rows={2} label={t('support.loading')} />
      ) : company.isError ? (
        <ErrorState message={failureMessage(company.error)} onRetry={() => company.refetch()} />
      ) : (
        <SectionCard title={t('support.sectionTitle')} description={t('support.description')}>
          <List size="sm" spacing={4}>
            <List.Item>{t('support.points.readOnly')}</List.Item>
            <List.Item>{t('support.points.onlyAdminCenter')}</List.Item>
            <List.Item>{t('support.points.whenOff')}</List.Item>
          </List>
          <Text size="sm" c="gray.7">
            {t('support.unavailableMessage')}
          </Text>
          <Stack gap="xs" align="flex-start">
            <StatusBadge tone={allowSupport ? 'success' : 'neutral'} label={t(allowSupport ? 'support.statusOn' : 'support.statusOff')} />
            <Switch
              size="md"
              label={t('support.label')}
              checked={allowSupport}
              disabled={!canManage || toggle.isPending}
              onChange={(event) => change(event.currentTarget.checked)}
            />
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}
