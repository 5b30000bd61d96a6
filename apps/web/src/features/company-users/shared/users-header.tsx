import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';

const TABS = ['active', 'removed', 'invites'] as const;

/** The title of the users screens and the tabs between them (active, removed, invites). */
export function UsersHeader() {
  const { t } = useTranslation('company-users');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const base = `${homeOf(workspace)}/admin-center/users`;
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} subtitle={t('subtitle', { name: workspace.name })} />
      <LinkTabs
        label={t('tabs.label')}
        tabs={TABS.map((tab) => ({
          key: tab,
          to: `${base}/${tab}`,
          label: t(`tabs.${tab}`),
          active: pathname.startsWith(`${base}/${tab}`),
        }))}
      />
    </Stack>
  );
}
