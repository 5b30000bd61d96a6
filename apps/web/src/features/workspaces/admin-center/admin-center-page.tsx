import { Badge, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';
import { homeOf } from '../workspace-paths.ts';

const MODULES = [
  { key: 'members', path: '/members/list' },
  { key: 'invites', path: '/members/invites' },
  { key: 'customizations', path: '/customizations' },
  { key: 'management', path: '/management' },
] as const;
// Admin modules still to come: named, never linked.
const SOON = ['company', 'departments', 'integrations', 'payment'] as const;

/** /c/:companyDomain/admin-center: the landing of the admin center. */
export default function AdminCenterPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const base = homeOf(workspace);
  return (
    <Stack gap="lg" py="sm">
      <Group gap="md" wrap="nowrap">
        <WorkspaceAvatar workspace={workspace} preferLogo={false} size={56} />
        <Stack gap={2}>
          <Title order={1}>{t('adminCenter.title')}</Title>
          <Text c="gray.7">{workspace.name}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MODULES.map((module) => (
          <Card key={module.key} withBorder radius="md" padding="lg" component={Link} to={`${base}${module.path}`}>
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
