import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../lib/workspace/workspace-paths.ts';
import { AdsTab } from './ads/ads-tab.tsx';
import { IntegrationsTab } from './integrations/integrations-tab.tsx';

/**
 * /c/:companyDomain/admin-center/advertising-integrations (ads tab) and .../integrations (integrations tab): one
 * screen whose tabs are its two routes, so each tab has its own address and "Voltar".
 */
export default function AdvertisingIntegrationsPage() {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const base = `${homeOf(workspace)}/admin-center/advertising-integrations`;
  const tab = pathname.replace(/\/$/, '').endsWith('/integrations') ? 'integrations' : 'ads';
  usePageTitle(t(`tabs.${tab}`), t('title'), workspace.name);
  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('title')} subtitle={t('subtitle', { name: workspace.name })} />
      <LinkTabs
        label={t('tabs.label')}
        size="sm"
        tabs={[
          { key: 'ads', to: base, label: t('tabs.ads'), active: tab === 'ads' },
          { key: 'integrations', to: `${base}/integrations`, label: t('tabs.integrations'), active: tab === 'integrations' },
        ]}
      />
      {tab === 'ads' ? <AdsTab /> : <IntegrationsTab />}
    </Stack>
  );
}
