import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { companyRecordsApi, EndpointResponse } from '@trilha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { recordPaths } from '../shared/paths.ts';

type DepartmentItem = EndpointResponse<typeof companyRecordsApi.getDepartment>;

/** The header of the departments lists: title, the active and removed tabs, and the screen's actions. */
export function DepartmentsHeader({ current, actions }: { current: 'active' | 'removed'; actions?: ReactNode }) {
  const { t } = useTranslation('company-records');
  const paths = recordPaths(useActiveWorkspace());
  return (
    <Stack gap="md">
      <PageHeader title={t('departments.title')} subtitle={t('departments.subtitle')} actions={actions} />
      <LinkTabs
        label={t('departments.tabsLabel')}
        tabs={[
          { key: 'active', to: paths.activeDepartments, label: t('departments.tabs.active'), active: current === 'active' },
          { key: 'removed', to: paths.removedDepartments, label: t('departments.tabs.removed'), active: current === 'removed' },
        ]}
      />
    </Stack>
  );
}

/** Departments as a list of rows: the name links to the department's page, with its linked positions count. */
export function DepartmentList({ items }: { items: DepartmentItem[] }) {
  const { t } = useTranslation('company-records');
  const paths = recordPaths(useActiveWorkspace());
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('departments.listLabel')}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Anchor
                component={Link}
                to={item.removed ? paths.removedDepartment(item.id) : paths.activeDepartment(item.id)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.name}
              </Anchor>
              {item.removed && (
                <Badge color="gray" variant="light">
                  {t('departments.removedBadge')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.7">
              {item.positions === 0 ? t('departments.noPositions') : t('departments.positions', { count: item.positions })}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
