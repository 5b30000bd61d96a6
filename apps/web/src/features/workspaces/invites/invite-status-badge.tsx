import { Badge } from '@mantine/core';
import type { InviteStatus } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<InviteStatus, string> = { PENDING: 'indigo', EXPIRED: 'gray', COMPLETED: 'cyan', REFUSED: 'red', CANCELED: 'dark' };

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  const { t } = useTranslation('workspaces');
  return (
    <Badge color={COLOURS[status]} variant="light" radius="sm">
      {t(`invites.status.${status}`)}
    </Badge>
  );
}
