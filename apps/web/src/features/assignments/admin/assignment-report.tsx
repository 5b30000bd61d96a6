import { Button, Group, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ASSIGNMENT_STATUSES, type AssignmentReport, type AssignmentReportQuery, type AssignmentStatus } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useExportAssignmentReport } from '../api/export-assignment-report.ts';
import { assignmentReportQuery } from '../api/get-assignment-report.ts';
import { departmentOptionsQuery } from '../api/list-training-options.ts';
import { AssignmentStatusBadge } from '../shared/assignment-status.tsx';

const COUNTS = ['assigned', 'inProgress', 'done', 'overdue'] as const;

/** The follow-up: counts per department, then each person and assignment, filtered by department and status. */
export function AssignmentReportSection({ company }: { company: string }) {
  const { t } = useTranslation('assignments');
  const workspace = useActiveWorkspace();
  const [filters, setFilters] = useState<AssignmentReportQuery>({});
  const report = useQuery(assignmentReportQuery(company, filters));
  const departments = useQuery(departmentOptionsQuery(workspace.id));
  const exportCsv = useExportAssignmentReport(company);
  const download = () => exportCsv.mutate(filters, { onError: (error) => toast.error(failureMessage(error)) });
  const filtered = Boolean(filters.departmentId || filters.status);

  return (
    <SectionCard title={t('admin.report.title')} description={t('admin.report.doneHint')}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('admin.report.department')}
          placeholder={t('admin.report.allDepartments')}
          clearable
          data={(departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={filters.departmentId ?? null}
          onChange={(value) => setFilters((f) => ({ ...f, departmentId: value ?? undefined }))}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('admin.report.status')}
          placeholder={t('admin.report.allStatuses')}
          clearable
          data={ASSIGNMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.status ?? null}
          onChange={(value) => setFilters((f) => ({ ...f, status: (value as AssignmentStatus | null) ?? undefined }))}
          w={{ base: '100%', xs: 200 }}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={download}
          loading={exportCsv.isPending}
          ml={{ xs: 'auto' }}
        >
          {t('admin.report.download')}
        </Button>
      </Group>
      {report.isPending ? (
        <ListSkeleton label={t('admin.report.title')} />
      ) : report.isError ? (
        <ErrorState message={failureMessage(report.error)} onRetry={() => report.refetch()} />
      ) : report.data.people.length === 0 ? (
        filtered ? (
          <Text c="gray.7">{t('admin.report.noMatch')}</Text>
        ) : (
          <EmptyState compact title={t('admin.report.emptyTitle')} description={t('admin.report.emptyText')} />
        )
      ) : (
        <ReportTables report={report.data} />
      )}
    </SectionCard>
  );
}

function ReportTables({ report }: { report: AssignmentReport }) {
  const { t } = useTranslation('assignments');
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={520} aria-label={t('admin.report.byDepartment')}>
          <Table.Caption>{t('admin.report.byDepartment')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.report.department')}</Table.Th>
              {COUNTS.map((key) => (
                <Table.Th key={key} scope="col" ta="right">
                  {t(`admin.report.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.departments.map((row) => (
              <Table.Tr key={row.departmentId ?? 'none'}>
                <Table.Th scope="row" fw={500}>
                  {row.name ?? t('admin.report.noDepartment')}
                </Table.Th>
                {COUNTS.map((key) => (
                  <Table.Td key={key} ta="right">
                    {row[key]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={720} aria-label={t('admin.report.byPerson')}>
          <Table.Caption>{t('admin.report.byPerson')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.report.person')}</Table.Th>
              <Table.Th scope="col">{t('admin.report.department')}</Table.Th>
              <Table.Th scope="col">{t('admin.report.training')}</Table.Th>
              <Table.Th scope="col">{t('admin.report.dueDate')}</Table.Th>
              <Table.Th scope="col">{t('admin.report.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.people.map((row) => (
              <Table.Tr key={`${row.assignmentId}:${row.userId}`}>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {row.email}
                  </Text>
                </Table.Th>
                <Table.Td>{row.departmentName ?? t('admin.report.noDepartment')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.title}</Text>
                  <Text size="xs" c="gray.7">
                    {t(`kinds.${row.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatShortDate(`${row.dueDate}T12:00:00Z`, locale)}</Table.Td>
                <Table.Td>
                  <AssignmentStatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
