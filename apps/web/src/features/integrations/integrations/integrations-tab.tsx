import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { INTEGRATION_KIND_INFO, type InstalledIntegration, type IntegrationsOverview, TOKEN_INTEGRATION_KINDS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { integrationsQuery } from '../api/list-integrations.ts';
import { HiringNotificationForm } from './hiring-notification-form.tsx';
import { InstallButton } from './install-dialog.tsx';
import { InstalledList } from './installed-list.tsx';

type KindItem = IntegrationsOverview['kinds'][number];

/** The integrations tab: one card per kind with what the company installed, and the actions the caller may take. */
export function IntegrationsTab() {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const overview = useQuery(integrationsQuery(workspace.id));
  const mayManage = useCan('company.integrations.manage');
  if (overview.isPending) return <CardGridSkeleton cards={4} label={t('loading')} />;
  if (overview.isError) return <ErrorState message={failureMessage(overview.error)} onRetry={() => overview.refetch()} />;
  return (
    <Stack gap="md">
      {!mayManage && <NoticeAlert tone="info">{t('readOnly')}</NoticeAlert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {overview.data.kinds.map((kind) => (
          <KindCard key={kind.kind} kind={kind} items={overview.data.items.filter((item) => item.kind === kind.kind)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function KindCard({ kind, items }: { kind: KindItem; items: InstalledIntegration[] }) {
  const { t } = useTranslation('integrations');
  const mayManage = useCan('company.integrations.manage');
  const product = t(`kinds.${kind.kind}.name`);
  const tokenPrefix = INTEGRATION_KIND_INFO[kind.kind].tokenPrefix;
  const tokenKind = TOKEN_INTEGRATION_KINDS.find((value) => value === kind.kind);
  return (
    <SectionCard title={product} description={t(`kinds.${kind.kind}.description`)}>
      <Group gap="xs">
        <StatusBadge tone="neutral" label={t(`categories.${kind.category}`)} />
        {kind.deprecated && <StatusBadge tone="warning" label={t('deprecated')} />}
      </Group>
      {kind.install === 'email' ? (
        <HiringNotificationForm current={items[0] ?? null} />
      ) : (
        <InstalledList items={items} label={t('installedLabel', { product })} />
      )}
      {tokenKind && tokenPrefix && mayManage && <InstallButton kind={tokenKind} product={product} tokenPrefix={tokenPrefix} />}
    </SectionCard>
  );
}
