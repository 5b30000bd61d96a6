import { Badge } from '@mantine/core';
import type { WorkspaceRole } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<WorkspaceRole, string> = { owner: 'grape', administrator: 'blue', content_creator: 'violet', member: 'gray' };

export function RoleBadge({ role }: { role: WorkspaceRole }) {
  const { t } = useTranslation('workspaces');
  return (
    <Badge color={COLOURS[role]} variant="light" radius="sm">
      {t(`roles.${role}`)}
    </Badge>
  );
}
