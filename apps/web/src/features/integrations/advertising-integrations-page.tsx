import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../lib/navigation/link-tabs.tsx';
import { usePageTitle } from '../../lib/navigation/use-page-title.ts';
import { useCan } from '../../lib/permissions/use-can.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../lib/workspace/workspace-paths.ts';
import { AdsTab } from './ads/ads-tab.tsx';
import { ApiKeysTab } from './api-keys/api-keys-tab.tsx';
import { IntegrationsTab } from './integrations/integrations-tab.tsx';

/**
 * /c/:companyDomain/admin-center/advertising-integrations (ads tab), .../integrations (integrations tab) and
 * .../api (API keys, webhooks and the audit log, for those who may make keys): one screen whose tabs are its routes, so
 * each tab has its own address and "Voltar".
 */
export default function AdvertisingIntegrationsPage() {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const base = `${homeOf(workspace)}/admin-center/advertising-integrations`;
  const mayManageKeys = useCan('company.integrations.manage');
  const path = pathname.replace(/\/$/, '');
  const tab = path.endsWith('/integrations') ? 'integrations' : path.endsWith('/api') && mayManageKeys ? 'apiKeys' : 'ads';
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
          // keys are for those who may make them: support staff and read-only visitors never see the tab
          ...(mayManageKeys ? [{ key: 'apiKeys', to: `${base}/api`, label: t('tabs.apiKeys'), active: tab === 'apiKeys' }] : []),
        ]}
      />
      {tab === 'ads' ? <AdsTab /> : tab === 'integrations' ? <IntegrationsTab /> : <ApiKeysTab />}
    </Stack>
  );
}
