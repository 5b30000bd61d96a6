import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { walletRatesQuery } from '../api/get-wallet-rates.ts';
import { CompanyStatusBadge } from './status-badges.tsx';

const TABS = ['credits', 'add-credits', 'other-services', 'service-payment'] as const;
const TAB_KEYS = {
  credits: 'credits',
  'add-credits': 'addCredits',
  'other-services': 'otherServices',
  'service-payment': 'servicePayment',
} as const;

/** /c/:companyDomain/admin-center/payment: the header, the company's billing status and the four tabs. */
export default function PaymentLayout() {
  const { t } = useTranslation('wallet');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const rates = useQuery(walletRatesQuery(workspace.id));
  const base = `${homeOf(workspace)}/admin-center/payment`;
  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('title')} subtitle={workspace.name} actions={rates.data && <CompanyStatusBadge rates={rates.data} />} />
      <LinkTabs
        label={t('tabs.label')}
        tabs={TABS.map((tab) => ({
          key: tab,
          to: `${base}/${tab}`,
          label: t(`tabs.${TAB_KEYS[tab]}`),
          active: pathname.startsWith(`${base}/${tab}`),
        }))}
      />
      <Outlet />
    </Stack>
  );
}
