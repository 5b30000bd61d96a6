import { Badge, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Action } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { canIn } from '../../../lib/permissions/use-can.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';

// Each card needs what its screen needs: support staff, who may only enter, see none of them.
const MODULES = [
  { key: 'members', path: '/members/list', action: 'members.view' },
  { key: 'invites', path: '/members/invites', action: 'members.invite' },
  { key: 'customizations', path: '/customizations', action: 'workspace.manage' },
  { key: 'management', path: '/management', action: 'workspace.manage' },
] as const satisfies readonly { key: string; path: string; action: Action }[];
// Admin modules still to come: named, never linked.
const SOON = ['company', 'departments', 'integrations', 'payment'] as const;

/** /c/:companyDomain/admin-center: the landing of the admin center. */
export default function AdminCenterPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  usePageTitle(t('adminCenter.title'), workspace.name);
  const base = homeOf(workspace);
  const modules = MODULES.filter((module) => canIn(workspace, user, module.action));
  return (
    <Stack gap="lg" py="sm">
      <PageHeader
        title={t('adminCenter.title')}
        subtitle={workspace.name}
        leading={<WorkspaceAvatar workspace={workspace} preferLogo={false} size={56} />}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {modules.map((module) => (
          <Card
            key={module.key}
            withBorder
            radius="md"
            padding="lg"
            component={Link}
            to={`${base}${module.path}`}
            state={backTo(`${base}/admin-center`)}
          >
            <Text fw={700}>{t(`adminCenter.modules.${module.key}.title`)}</Text>
            <Text size="sm" c="gray.7" mt={4}>
              {t(`adminCenter.modules.${module.key}.description`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="admin-soon">
        <Title order={2} size="h4" id="admin-soon">
          {t('adminCenter.soonTitle')}
        </Title>
        <List mt="sm" spacing="xs">
          {SOON.map((key) => (
            <List.Item key={key}>
              <Group gap="xs">
                <Text size="sm">{t(`adminCenter.soon.${key}`)}</Text>
                <Badge size="sm" variant="light" color="gray">
                  {t('adminCenter.soonBadge')}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
