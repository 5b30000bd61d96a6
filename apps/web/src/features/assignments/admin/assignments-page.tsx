import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { domainOf } from '../../../lib/workspace/workspace-paths.ts';
import { AssignForm } from './assign-form.tsx';
import { AssignmentReportSection } from './assignment-report.tsx';

/** Today in Brasília (YYYY-MM-DD), where a due date is a day: the form offers no earlier one. */
const todayInBrazil = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** /c/:companyDomain/admin-center/assignments: assign mandatory training and follow who finished it. */
export default function AssignmentsPage() {
  const { t } = useTranslation('assignments');
  const workspace = useActiveWorkspace();
  usePageTitle(t('admin.title'), workspace.name);
  const company = domainOf(workspace);
  return (
    <Stack gap="lg" py="sm">
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <AssignForm company={company} today={todayInBrazil()} />
      <AssignmentReportSection company={company} />
    </Stack>
  );
}
