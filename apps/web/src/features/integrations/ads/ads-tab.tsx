import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CompanyInfo } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { companyQuery } from '../api/get-company.ts';

const TOOLS = ['featuredPosition', 'sponsoredContent', 'partnerPortals'] as const;

/** The ads tab: promotion tools are only for regular clients with billing data; otherwise what is missing. */
export function AdsTab() {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const company = useQuery(companyQuery(workspace.id));
  if (company.isPending) return <ListSkeleton rows={3} label={t('ads.loading')} />;
  if (company.isError) return <ErrorState message={failureMessage(company.error)} onRetry={() => company.refetch()} />;
  const adminCenter = `${homeOf(workspace)}/admin-center`;
  const here = `${adminCenter}/advertising-integrations`;
  if (company.data.promotionTools) {
    return (
      <SectionCard title={t('ads.availableTitle')} description={t('ads.availableDescription')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {TOOLS.map((tool) => (
            <Stack key={tool} gap={4}>
              <Text fw={600}>{t(`ads.tools.${tool}.title`)}</Text>
              <Text size="sm" c="gray.7">
                {t(`ads.tools.${tool}.description`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Button
          component={Link}
          to={`${adminCenter}/payment/other-services`}
          state={backTo(here)}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('ads.hire')}
        </Button>
      </SectionCard>
    );
  }
  return <Requirements company={company.data} adminCenter={adminCenter} here={here} />;
}

function Requirements({ company, adminCenter, here }: { company: CompanyInfo; adminCenter: string; here: string }) {
  const { t } = useTranslation('integrations');
  const steps = [
    { key: 'billing', done: company.hasBillingData, to: `${adminCenter}/company` },
    { key: 'regular', done: company.status === 'regular', to: `${adminCenter}/payment/add-credits` },
  ] as const;
  return (
    <SectionCard title={t('ads.unavailableTitle')} description={t('ads.unavailableDescription')}>
      <Stack gap="md" component="ul" aria-label={t('ads.requirementsLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step) => (
          <Stack key={step.key} component="li" gap={6}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{t(`ads.${step.key}.title`)}</Text>
              <StatusBadge tone={step.done ? 'success' : 'warning'} label={t(step.done ? 'ads.done' : 'ads.pending')} />
            </Group>
            {!step.done && (
              <>
                <Text size="sm" c="gray.7">
                  {t(`ads.${step.key}.todo`)}
                </Text>
                <Button component={Link} to={step.to} state={backTo(here)} variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
                  {t(`ads.${step.key}.action`)}
                </Button>
              </>
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
