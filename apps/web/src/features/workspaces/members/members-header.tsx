import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';

/** Title and tabs shared by the members list and the invites screen. */
export function MembersHeader({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const base = `${homeOf(workspace)}/members`;
  const current = pathname.endsWith('/invites') ? 'invites' : 'list';
  const mayInvite = useCan('members.invite');
  return (
    <Stack gap="md">
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle', { name: workspace.name })} actions={action} />
      {mayInvite && (
        <LinkTabs
          label={t('members.tabs.label')}
          size="sm"
          tabs={(['list', 'invites'] as const).map((tab) => ({
            key: tab,
            to: `${base}/${tab}`,
            label: t(`members.tabs.${tab}`),
            active: current === tab,
          }))}
        />
      )}
    </Stack>
  );
}
