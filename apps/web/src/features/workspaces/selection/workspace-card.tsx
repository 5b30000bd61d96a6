import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../shared/role-badge.tsx';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';
import classes from './selection.module.css';

interface Props {
  workspace: WorkspaceSummary;
  onSelect: (workspace: WorkspaceSummary) => void;
  /** set when the workspace is being deleted and the user may reactivate it */
  onReactivate?: (workspace: WorkspaceSummary) => void;
  reactivating?: boolean;
}

function CardBody({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <Stack gap="sm">
      {workspace.customStyle?.logo && <WorkspaceAvatar workspace={workspace} size={36} />}
      <Group wrap="nowrap" gap="md">
        {!workspace.customStyle?.logo && <WorkspaceAvatar workspace={workspace} preferLogo={false} size={48} />}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {workspace.name}
          </Text>
          <Group gap={6}>
            <RoleBadge role={workspace.role} />
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}

/** One workspace of the selection screen: a button that enters it, or its reactivation while being deleted. */
export function WorkspaceCard({ workspace, onSelect, onReactivate, reactivating }: Props) {
  const { t } = useTranslation('workspaces');
  const pending = workspace.deletionRequest?.status === 'PENDING';
  if (pending) {
    return (
      <Paper withBorder p="md" radius="md" className={classes.card} data-pending>
        <Stack gap="sm">
          <CardBody workspace={workspace} />
          <Badge color="red" variant="light">
            {t('selection.pendingDeletion')}
          </Badge>
          {onReactivate && (
            <Button variant="light" onClick={() => onReactivate(workspace)} loading={reactivating}>
              {t('selection.reactivate')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  }
  return (
    <UnstyledButton onClick={() => onSelect(workspace)} className={classes.cardButton}>
      <Paper withBorder p="md" radius="md" className={classes.card}>
        <CardBody workspace={workspace} />
      </Paper>
    </UnstyledButton>
  );
}
