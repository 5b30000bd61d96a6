import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CompanyUserDetails } from '@trilha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyUserQuery } from '../api/get-company-user.ts';
import { UserStatusBadge } from '../shared/user-status-badge.tsx';
import { UserActions } from './user-actions.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-field={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function UserDetails({ user }: { user: CompanyUserDetails }) {
  const { t } = useTranslation('company-users');
  const locale = useLocale();
  return (
    <SectionCard title={t('user.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('user.email')}>{user.email}</Field>
        <Field label={t('user.type')}>{t(`types.${user.type}`)}</Field>
        <Field label={t('user.recruitmentRole')}>
          {user.recruitmentRole ? t(`recruitmentRoles.${user.recruitmentRole}`) : t('user.noRecruitmentRole')}
        </Field>
        <Field label={t('user.joinedAt')}>{formatDateTime(user.joinedAt, locale)}</Field>
        <Field label={t('user.lastAccess')}>{user.lastAccessAt ? formatDateTime(user.lastAccessAt, locale) : t('user.never')}</Field>
        {user.removedAt && <Field label={t('user.removedAt')}>{formatDateTime(user.removedAt, locale)}</Field>}
      </SimpleGrid>
    </SectionCard>
  );
}

/** /c/:companyDomain/admin-center/users/:userId: a user's profile in the company, with type change, removal, reactivation. */
export default function UserPage() {
  const { t } = useTranslation('company-users');
  const workspace = useActiveWorkspace();
  const { userId = '' } = useParams();
  const canManage = useCan('company.users.manage');
  const user = useQuery(companyUserQuery(workspace.id, userId));
  const name = user.data ? `${user.data.name} ${user.data.lastName}` : null;
  usePageTitle(name ?? t('user.title'), workspace.name);

  if (user.isPending) return <PageSkeleton label={t('user.title')} />;
  if (user.isError) return <ErrorState message={user.error.message} onRetry={() => user.refetch()} />;
  return (
    <Stack gap="lg" py="sm">
      <PageHeader
        title={name}
        subtitle={
          <Group gap="xs" component="span">
            <span>{t('user.title')}</span>
            <UserStatusBadge user={user.data} />
          </Group>
        }
      />
      <UserDetails user={user.data} />
      {canManage && <UserActions user={user.data} workspaceId={workspace.id} />}
    </Stack>
  );
}
