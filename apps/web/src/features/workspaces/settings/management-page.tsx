import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { DangerZone } from './danger-zone.tsx';
import { LanguagesCard } from './languages-card.tsx';
import { SettingsNav } from './settings-nav.tsx';
import { SupportCard } from './support-card.tsx';

/** /c|p/:companyDomain/management: languages, support access (companies) and the danger zone. */
export default function ManagementPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  usePageTitle(t('management.title'), workspace.name);
  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('management.title')} subtitle={t('management.subtitle', { name: workspace.name })} />
      <SettingsNav />
      <LanguagesCard workspace={workspace} />
      {workspace.type === 'business' && <SupportCard workspace={workspace} />}
      <DangerZone workspace={workspace} />
    </Stack>
  );
}
