import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CompanyDetails, type CompanyDetailsUs, type CompanyInfo, companyDetailsForm, companyDetailsUsForm } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyQuery } from '../api/get-company.ts';
import { companyDetailsQuery } from '../api/get-company-details.ts';
import { companyDetailsUsQuery } from '../api/get-company-details-us.ts';
import { useUpdateCompanyDetails } from '../api/update-company-details.ts';
import { useUpdateCompanyDetailsUs } from '../api/update-company-details-us.ts';
import { CompanyEditor } from './company-editor.tsx';
import { DetailsFields } from './details-fields.tsx';
import { DetailsUsFields } from './details-us-fields.tsx';
import { detailsUsValues, detailsValues } from './form-values.ts';

/** /c/:companyDomain/admin-center/company: the company data of the company's region (Brazil or USA) and its LinkedIn id. */
export default function CompanyPage() {
  const { t } = useTranslation('company');
  const workspace = useActiveWorkspace();
  usePageTitle(t('company.title'), workspace.name);
  const company = useQuery(companyQuery(workspace.id));
  const isUs = company.data?.region === 'USA';
  const details = useQuery(companyDetailsQuery(workspace.id, Boolean(company.data) && !isUs));
  const detailsUs = useQuery(companyDetailsUsQuery(workspace.id, isUs));
  const form = isUs ? detailsUs : details;
  const failed = company.error ?? form.error;
  const readOnly = !useCan('workspace.manage');

  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('company.title')} subtitle={t('company.subtitle', { name: workspace.name })} />
      {failed ? (
        <ErrorState
          message={failureMessage(failed)}
          onRetry={() => {
            void company.refetch();
            if (company.data) void form.refetch();
          }}
        />
      ) : !company.data || form.isPending ? (
        <ListSkeleton rows={6} label={t('company.loading')} />
      ) : (
        <>
          <CompanyStatus company={company.data} />
          {readOnly && <NoticeAlert tone="info">{t('company.readOnly')}</NoticeAlert>}
          {isUs ? (
            <UsEditor company={company.data} saved={detailsUs.data?.details ?? null} />
          ) : (
            <BrazilianEditor company={company.data} saved={details.data?.details ?? null} />
          )}
        </>
      )}
    </Stack>
  );
}

/** Where the company stands: status, region, and whether promotion tools apply (regular companies with billing data). */
function CompanyStatus({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap={4} component="section" aria-label={t('company.statusTitle')}>
      <Group gap="xs">
        <StatusBadge tone={company.status === 'regular' ? 'success' : 'warning'} label={t(`company.status.${company.status}`)} />
        <StatusBadge tone="neutral" label={company.regionName} />
        <StatusBadge
          tone={company.promotionTools ? 'success' : 'neutral'}
          label={t(company.promotionTools ? 'company.promotion.on' : 'company.promotion.off')}
        />
      </Group>
      {!company.hasBillingData && (
        <Text size="sm" c="gray.7">
          {t('company.promotion.needsBilling')}
        </Text>
      )}
    </Stack>
  );
}

const validateDetails = zodValidate(companyDetailsForm);
const validateDetailsUs = zodValidate(companyDetailsUsForm);

function BrazilianEditor({ company, saved }: { company: CompanyInfo; saved: CompanyDetails | null }) {
  const save = useUpdateCompanyDetails(company.id);
  return (
    <CompanyEditor
      company={company}
      initialValues={detailsValues(saved)}
      validate={validateDetails}
      saving={save.isPending}
      onSave={(values, { onSuccess, onError }) =>
        save.mutate(companyDetailsForm.parse(values), { onSuccess: (answer) => onSuccess(detailsValues(answer.details)), onError })
      }
    >
      {(form) => <DetailsFields form={form} />}
    </CompanyEditor>
  );
}

function UsEditor({ company, saved }: { company: CompanyInfo; saved: CompanyDetailsUs | null }) {
  const save = useUpdateCompanyDetailsUs(company.id);
  return (
    <CompanyEditor
      company={company}
      initialValues={detailsUsValues(saved)}
      validate={validateDetailsUs}
      saving={save.isPending}
      onSave={(values, { onSuccess, onError }) =>
        save.mutate(companyDetailsUsForm.parse(values), { onSuccess: (answer) => onSuccess(detailsUsValues(answer.details)), onError })
      }
    >
      {(form) => <DetailsUsFields form={form} />}
    </CompanyEditor>
  );
}
