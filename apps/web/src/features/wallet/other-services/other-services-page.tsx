import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { walletRatesQuery } from '../api/get-wallet-rates.ts';
import { formatMoney, priceOf } from '../shared/money.ts';
import { CREDIT_SERVICES } from './services.ts';

/** /c/:companyDomain/admin-center/payment/other-services: what credits buy, and what a test-status company must do. */
export default function OtherServicesPage() {
  const { t } = useTranslation('wallet');
  const workspace = useActiveWorkspace();
  const locale = useLocale();
  usePageTitle(t('tabs.otherServices'), t('title'), workspace.name);
  const canPay = useCan('wallet.pay');
  // the prices in money are a courtesy: the list shows without them while the rates load or fail
  const rates = useQuery(walletRatesQuery(workspace.id));
  const addCredits = `${homeOf(workspace)}/admin-center/payment/add-credits`;
  return (
    <Stack gap="lg">
      {rates.data?.paymentExemption && (
        <NoticeAlert tone="info" title={t('exempt.title')}>
          {t('exempt.description')}
        </NoticeAlert>
      )}
      {rates.data?.companyStatus === 'test' && !rates.data.paymentExemption && (
        <NoticeAlert tone="warning" title={t('testStatus.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('testStatus.description')}</Text>
            {canPay && (
              <Button component={Link} to={addCredits} size="xs">
                {t('balance.add')}
              </Button>
            )}
          </Stack>
        </NoticeAlert>
      )}
      <SectionCard title={t('services.title')} description={t('services.description')}>
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {CREDIT_SERVICES.map((service) => (
            <Group key={service.key} component="li" justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 16rem' }}>
                <Text fw={600}>{t(`services.items.${service.key}.name`)}</Text>
                <Text size="sm" c="gray.7">
                  {t(`services.items.${service.key}.description`)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Badge variant="light" size="lg" radius="sm">
                  {t(`services.items.${service.key}.price`, { count: service.credits })}
                </Badge>
                {rates.data && (
                  <Text size="xs" c="gray.7">
                    {t('services.approx', { value: formatMoney(priceOf(rates.data, service.credits, 'BRL') ?? 0, 'BRL', locale) })}
                  </Text>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
